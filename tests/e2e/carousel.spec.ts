import { expect, test, type Page } from '@playwright/test';

/** The home page hero carousel, driven as a visitor would. */
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

test('the first slide is in the static HTML and the rest are hidden from assistive technology', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(1);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 7');
  await expect(activeSlide(page)).toBeVisible();
  await expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(6);
  await context.close();
});

test('advances about every three seconds, and the pause control stops it', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.mouse.move(0, 700);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 7');
  const start = Date.now();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 7', { timeout: 5000 });
  const elapsed = Date.now() - start;
  expect(elapsed).toBeGreaterThan(1500);
  await page.getByRole('button', { name: 'Pause the slideshow' }).click();
  await page.mouse.move(0, 700);
  const paused = await activeSlide(page).getAttribute('aria-label');
  await page.waitForTimeout(4000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', paused!);
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
});

test('does not move under prefers-reduced-motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(4000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 7');
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await context.close();
});

test('previous, next and per-slide controls work from the keyboard', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 7');
  await page.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '7 of 7');
  await page.getByRole('button', { name: /^Show slide 4:/ }).focus();
  await page.keyboard.press('Space');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '4 of 7');
  // Focus inside the carousel holds it still.
  await page.waitForTimeout(3500);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '4 of 7');
  const cta = activeSlide(page).getByRole('link');
  await expect(cta).toHaveAttribute('href', '/service/cybersecurity/');
});

test('the industry table of the IQ Suite has ten rows', async ({ page }) => {
  await page.goto('/service/rugged-apps-ai/');
  await expect(page.locator('table tbody tr')).toHaveCount(10);
  await expect(page.locator('table tbody tr').last()).toContainText('And Much More');
});

test('every service page ends with the contact banner', async ({ page }) => {
  for (const slug of ['cloudsolutions', 'carbonreductionplan', 'rugged-apps-ai', 'partner-ships']) {
    await page.goto(`/service/${slug}/`);
    const banner = page.locator('main section').last();
    await expect(banner.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus/');
  }
});
