import { expect, test, type Page, type Request } from '@playwright/test';
import { enquiryCopy, enquiryMessages } from '../../src/data/enquiryForm';
import { navbarItems, type NavbarDropdown } from '../../src/data/navigation';
import { pageLinks } from '../../src/data/pages';
import { carouselLabels } from '../../src/data/carousel';
import { heroSlides } from '../../src/data/serviceLookup';
import { faqRoute, faqSlugs, policyRoute, legacyPolicySlugs, routes } from '../../src/data/routes';
import { holdScripts, searchControl, sitemapPaths, waitForHydration, watchForProblems } from './helpers';
import { controlsThatNeedAScript } from './pageRules';
import { templatePages } from './templates';

/**
 * Every control works from the moment it is on screen. The page paints
 * before its scripts start (plugins/first-paint/), and
 * nothing waits for them: each control works from the HTML (a popover, a
 * `<details>`, a link, a form), and React improves it once it has taken over.
 *
 * The scripts are held back until the test releases them, or fail to load
 * (`holdScripts`), so every tap here lands before hydration, on any machine:
 * order, not time.
 */

const notHydrated = async (page: Page) =>
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');

const policies = navbarItems.find((item): item is NavbarDropdown => 'items' in item)!;

/**
 * A control, used as a visitor would: `tap` sets the page up and taps, and
 * returns the check that the tap took effect.
 */
type Control = { control: string; route: string; tap: (page: Page) => Promise<() => Promise<void>> };

const phoneMenu: Control = {
  control: 'the phone menu',
  route: `${policyRoute(legacyPolicySlugs[0]!)}/`,
  tap: async (page) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    return () =>
      expect(
        page.locator('.navbar-sidebar').getByRole('link', { name: pageLinks.about.label, exact: true }),
      ).toBeVisible();
  },
};

const policiesDropdown: Control = {
  control: 'the Policies dropdown',
  route: `${routes.contact}/`,
  tap: async (page) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: policies.label });
    await dropdown.locator('summary').click();
    await page.mouse.move(640, 700);
    return () => expect(dropdown.getByRole('link', { name: policies.items[0]!.label, exact: true })).toBeVisible();
  },
};

const faqPanel: Control = {
  control: 'an FAQ panel',
  route: `${faqRoute(faqSlugs[0]!)}/`,
  tap: async (page) => {
    const panel = page.locator('main details:has(> summary h2)').first();
    await panel.locator('summary').click();
    return () => expect(panel.locator('> summary + *')).toBeVisible();
  },
};

const carouselDot: Control = {
  control: 'a dot of the carousel',
  route: '/',
  tap: async (page) => {
    // A link to its slide: CSS shows it before React has taken over, and React starts from it after.
    const slides = page.locator('[aria-roledescription="slide"]');
    // From the data: at the first byte of the page there may be no slide in the DOM yet to count.
    const last = heroSlides.length - 1;
    await page.getByRole('link', { name: new RegExp(`^Show slide ${last + 1}:`) }).click();
    return async () => {
      await expect(slides.nth(last)).toBeVisible();
      await expect(slides.first()).toBeHidden();
    };
  },
};

const pageContents: Control = {
  control: "a policy's list of contents on a phone",
  route: `${policyRoute(legacyPolicySlugs[0]!)}/`,
  tap: async (page) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const contents = page.locator('main details', { has: page.locator('summary', { hasText: 'On this page' }) });
    await contents.locator('summary').click();
    return () => expect(contents.getByRole('link').first()).toBeVisible();
  },
};

const search: Control = {
  control: 'Search',
  route: `${routes.about}/`,
  tap: async (page) => {
    // A link to the search page until React has hydrated the page, then the dialog's opener.
    await searchControl(page).click();
    return () =>
      expect(
        page.getByRole('combobox', { name: /search/i }).or(page.getByRole('searchbox', { name: /search/i })),
      ).toBeVisible();
  },
};

const enquirySend: Control = {
  control: 'the enquiry form',
  route: `${routes.contact}/`,
  tap: async (page) => {
    await page.getByRole('button', { name: enquiryCopy.submit }).click();
    // Before hydration the browser's own check stops the empty form and focuses its first field; after, our error summary.
    return () =>
      expect(
        page.getByRole('link', { name: enquiryMessages.nameMissing }).or(page.locator('#enquiry-name:focus:invalid')),
      ).toBeVisible();
  },
};

const htmlControls = [phoneMenu, policiesDropdown, faqPanel, pageContents, carouselDot, search];

// Reduced motion throughout: the carousel starts paused, so only the tap can move it.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const { control, route, tap } of htmlControls) {
  test(`${control} works before the page has hydrated, and still does once it has`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const tookEffect = await tap(page);
    await notHydrated(page);
    await tookEffect();
    release();
    await waitForHydration(page);
    await tookEffect();
  });

  for (const failing of ['a route chunk', 'the main bundle'] as const) {
    test(`${control} works when ${failing} fails to load, with no error but the failed load`, async ({ page }) => {
      const problems = watchForProblems(page);
      let failed = '';
      await page.route('**/assets/js/*.js', async (route) => {
        const name = new URL(route.request().url()).pathname.split('/').at(-1)!;
        const entry = /^(main|runtime~main)\./.test(name);
        const chosen = failing === 'the main bundle' ? name.startsWith('main.') : !entry && !failed;
        if (chosen) {
          failed = route.request().url();
          await route.abort();
        } else await route.continue();
      });
      await page.goto(route);
      await expect.poll(() => failed).not.toBe('');
      await (
        await tap(page)
      )();
      // The failed load is reported twice: as a failed request (with its address) and in the console (without).
      // A control that is a link (Search, before React) leaves the page, and the browser cancels what the
      // page was still loading: not an error, and only allowed once the visitor has left.
      const left = new URL(page.url()).pathname !== route;
      const others = problems.filter(
        (problem) =>
          !problem.includes(failed) &&
          problem !== 'console: Failed to load resource: net::ERR_FAILED' &&
          !(left && problem.startsWith('request failed: ') && problem.endsWith(' net::ERR_ABORTED')),
      );
      expect(others).toEqual([]);
      expect(problems.some((problem) => problem.includes(failed))).toBe(true);
    });
  }
}

test('the carousel shows no arrow before it can work one: hidden until React has taken over, then they move it', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const arrows = page.locator('[aria-roledescription="carousel"] button');
  const slides = page.locator('[aria-roledescription="slide"]');
  // Found by their labels whether shown or not: hidden ones have no accessible role to look them up by.
  const next = arrows.and(page.locator(`[aria-label="${carouselLabels.next}"]`));
  const previous = arrows.and(page.locator(`[aria-label="${carouselLabels.previous}"]`));
  await expect(next).toHaveCount(1);
  await expect(previous).toHaveCount(1);
  await expect(next).toBeHidden();
  await expect(previous).toBeHidden();
  await notHydrated(page);
  release();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: carouselLabels.next })).toBeVisible();
  await page.getByRole('button', { name: carouselLabels.next }).click();
  await expect(slides.nth(1)).toBeVisible();
  await page.getByRole('button', { name: carouselLabels.previous }).click();
  await expect(slides.first()).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
});

/** One page of every template: before React has it, no control on show waits for a script (the theme's disabled ones aside). */
for (const { template, path } of templatePages(sitemapPaths())) {
  test(`before it has hydrated, a ${template} shows no control that needs a script (${path})`, async ({ page }) => {
    const release = await holdScripts(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Parsed whole: every control is in the document.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await controlsThatNeedAScript(page, { disabledAllowed: true }), `at ${width} px`).toEqual([]);
      await notHydrated(page);
    }
    release();
  });
}

test('an enquiry typed before the page has hydrated is kept, and sent as typed', async ({ page }) => {
  const sent: Request[] = [];
  await page.route('**/api/v1.0/email/send-form', async (route) => {
    sent.push(route.request());
    await route.fulfill({ status: 200, body: 'OK' });
  });
  const release = await holdScripts(page);
  await page.goto(`${routes.contact}/`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel('Service you are interested in').selectOption('Rugged Apps AI');
  await page.getByLabel('Message', { exact: true }).fill('We run three depots.');
  await notHydrated(page);
  release();
  await waitForHydration(page);
  await page.getByRole('button', { name: enquiryCopy.submit }).click();
  await expect(page.getByRole('alert')).toContainText('Message sent');
  expect(sent).toHaveLength(1);
  const body = sent[0]!.postDataBuffer()?.toString('utf8') ?? '';
  for (const value of ['Ada Lovelace', 'ada@example.com', 'Rugged Apps AI', 'We run three depots.']) {
    expect(body).toContain(value);
  }
});

test('before the page has hydrated the form checks its own required fields, and a send loses nothing', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(`${routes.contact}/`, { waitUntil: 'domcontentloaded' });
  const form = page.locator('main form');
  // The browser's own validation, and a send that hands the message to the visitor's email program.
  await expect(form).not.toHaveAttribute('novalidate', /.*/);
  await expect(form).toHaveAttribute('action', /^mailto:/);
  await expect(form).toHaveAttribute('enctype', 'text/plain');
  await page.getByRole('button', { name: enquiryCopy.submit }).click();
  await expect(page.locator('#enquiry-name')).toBeFocused();
  expect(await page.locator('#enquiry-name').evaluate((field) => (field as HTMLInputElement).validity.valid)).toBe(
    false,
  );
  expect(new URL(page.url()).pathname).toBe(`${routes.contact}/`);
  release();
  await waitForHydration(page);
  await expect(form).toHaveAttribute('novalidate', '');
});

/**
 * The same controls on a page whose CPU runs four times slower (the DevTools
 * protocol's throttling, as Lighthouse's phone profile), each used the moment
 * it is on screen, with nothing held back.
 */
for (const { control, route, tap } of [...htmlControls, enquirySend]) {
  test(`on a phone four times slower than this machine, ${control} works from the moment it is on screen`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(route, { waitUntil: 'commit' });
    await (
      await tap(page)
    )();
  });
}
