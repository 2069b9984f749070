import { expect, test, type Page, type Request } from '@playwright/test';
import { enquiryCopy, enquiryMessages } from '../../src/data/enquiryForm';

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

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
const notHydrated = async (page: Page) =>
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');

test('a tap on the phone menu before the page has hydrated opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdScripts(page);
  await page.goto('/policies/privacypolicy/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'About Us' })).toBeVisible();
});

test('a tap on the carousel’s next button before the page has hydrated moves to the next slide', async ({ page }) => {
  // Reduced motion: the carousel starts paused, so only the tap can move it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const active = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  const first = await active.getAttribute('aria-label');
  const [position, total] = first!.split(' of ').map(Number);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(active).toHaveAttribute('aria-label', `${(position! % total!) + 1} of ${total}`);
});

test('a tap on Search before the page has hydrated opens the search dialog', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Search', exact: false }).first().click();
  await notHydrated(page);
  release();
  await expect(page.getByRole('combobox', { name: /search/i })).toBeFocused();
});

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
const throttled: { control: string; route: string; use: (page: Page) => Promise<void> }[] = [
  {
    control: 'the phone menu',
    route: '/',
    use: async (page) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: /toggle navigation bar/i }).click();
      await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'About Us' })).toBeVisible();
    },
  },
  {
    control: 'the carousel’s next button',
    route: '/',
    use: async (page) => {
      const active = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      const [position, total] = (await active.getAttribute('aria-label'))!.split(' of ').map(Number);
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect(active).toHaveAttribute('aria-label', `${(position! % total!) + 1} of ${total}`);
    },
  },
  {
    control: 'Search',
    route: '/about/',
    use: async (page) => {
      await page.getByRole('button', { name: 'Search', exact: false }).first().click();
      await expect(page.getByRole('combobox', { name: /search/i })).toBeFocused();
    },
  },
  {
    control: 'the enquiry form',
    route: '/contactus/',
    use: async (page) => {
      await page.getByRole('button', { name: enquiryCopy.submit }).click();
      await expect(page.getByRole('link', { name: enquiryMessages.nameMissing })).toBeVisible();
    },
  },
];

for (const { control, route, use } of throttled) {
  test(`on a phone four times slower than this machine, ${control} works from the moment it is on screen`, async ({
    page,
  }) => {
    // Reduced motion: the carousel starts paused, so only the tap can move it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(route, { waitUntil: 'commit' });
    await use(page);
  });
}
