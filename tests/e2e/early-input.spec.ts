import { expect, test, type Page, type Request } from '@playwright/test';
import { enquiryCopy, enquiryMessages } from '../../src/data/enquiryForm';
import { searchControl, waitForHydration } from './helpers';

/**
 * A visitor who taps or types before React has taken over loses nothing.
 * The page paints before its scripts start (plugins/post-build/afterFirstPaint.ts),
 * so on a slow phone its buttons are on screen a moment before they work: a
 * tap on one then is kept and acted on once the page has hydrated, and what
 * was typed into the form is what is sent.
 *
 * The scripts are held back until the test releases them, so every tap here
 * lands before hydration, on any machine: order, not time. (Not waiting for
 * `load`: once the loader has added the held scripts, it waits for them.)
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const notHydrated = async (page: Page) =>
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');

/**
 * A control, used as a visitor would: `tap` sets the page up and taps, and
 * returns the check that the tap took effect.
 */
type Control = { control: string; route: string; tap: (page: Page) => Promise<() => Promise<void>> };

const phoneMenu: Control = {
  control: 'the phone menu',
  route: '/',
  tap: async (page) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    return () => expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'About Us' })).toBeVisible();
  },
};

const carouselDot: Control = {
  control: 'a dot of the carousel',
  route: '/',
  tap: async (page) => {
    // A link to its slide: CSS shows it before React has taken over, and React starts from it after.
    const slides = page.locator('[aria-roledescription="slide"]');
    const last = (await slides.count()) - 1;
    await page.getByRole('link', { name: new RegExp(`^Show slide ${last + 1}:`) }).click();
    return async () => {
      await expect(slides.nth(last)).toBeVisible();
      await expect(slides.first()).toBeHidden();
    };
  },
};

const search: Control = {
  control: 'Search',
  route: '/about/',
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
  route: '/contactus/',
  tap: async (page) => {
    await page.getByRole('button', { name: enquiryCopy.submit }).click();
    return () => expect(page.getByRole('link', { name: enquiryMessages.nameMissing })).toBeVisible();
  },
};

// Reduced motion throughout: the carousel starts paused, so only the tap can move it.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const { control, route, tap } of [{ ...phoneMenu, route: '/policies/privacypolicy/' }, carouselDot, search]) {
  test(`a tap on ${control} before the page has hydrated takes effect once it has`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const tookEffect = await tap(page);
    await notHydrated(page);
    release();
    await waitForHydration(page);
    await tookEffect();
  });
}

test('an enquiry typed and sent before the page has hydrated is sent as typed', async ({ page }) => {
  const sent: Request[] = [];
  await page.route('**/api/v1.0/email/send-form', async (route) => {
    sent.push(route.request());
    await route.fulfill({ status: 200, body: 'OK' });
  });
  const release = await holdScripts(page);
  await page.goto('/contactus/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel('Service you are interested in').selectOption('Rugged Apps AI');
  await page.getByLabel('Message (optional)').fill('We run three depots.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await notHydrated(page);
  // The native form did not submit itself: the message is not in the address bar.
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByRole('alert')).toContainText('Message sent');
  expect(sent).toHaveLength(1);
  const body = sent[0]!.postDataBuffer()?.toString('utf8') ?? '';
  for (const value of ['Ada Lovelace', 'ada@example.com', 'Rugged Apps AI', 'We run three depots.']) {
    expect(body).toContain(value);
  }
});

/**
 * The same controls on a page whose CPU runs four times slower (the DevTools
 * protocol's throttling, as Lighthouse's phone profile), each used the moment
 * it is on screen, with nothing held back.
 */
for (const { control, route, tap } of [phoneMenu, carouselDot, search, enquirySend]) {
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
