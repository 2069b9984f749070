import { expect, test, type Page } from '@playwright/test';
import { proseTableRows } from '../../plugins/page-prose/tableRows';
import { readFileSync } from 'node:fs';
import { formatWithin } from '../../src/data/serviceLevels';
import { heroSlides } from '../../src/data/serviceLookup';
import { pauseClockBeforeLoad, waitForHydration } from './helpers';

/** The home page hero carousel, driven as a visitor would. */
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/**
 * React has taken the carousel over once the slides not shown are inert (in
 * the HTML, CSS alone hides them). Not `data-has-hydrated`: the head manager
 * sets that in an animation frame, which these tests' paused clock holds.
 */
const carouselHydrated = (page: Page) =>
  expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(heroSlides.length - 1);

test('without JavaScript the first slide shows, the rest are hidden from everyone, and each dot shows its slide', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(1);
  const slides = page.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(heroSlides.length);
  const onlyVisible = async (shown: number) => {
    for (let position = 0; position < heroSlides.length; position += 1) {
      if (position === shown) await expect(slides.nth(position)).toBeVisible();
      else await expect(slides.nth(position)).toBeHidden();
    }
  };
  await onlyVisible(0);
  for (const position of [3, heroSlides.length - 1, 0]) {
    await page.getByRole('link', { name: new RegExp(`^Show slide ${position + 1}:`) }).click();
    await onlyVisible(position);
    await expect(slides.nth(position).getByRole('link')).toHaveAttribute('href', heroSlides[position]!.to + '/');
  }
  // The arrows and the pause button need a script: without one they are not offered.
  for (const name of ['Next slide', 'Previous slide', /slideshow/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await context.close();
});

test('advances every three seconds, and the pause control stops it', async ({ page }) => {
  await pauseClockBeforeLoad(page);
  await page.goto('/');
  await carouselHydrated(page);
  await page.mouse.move(0, 0);
  // Step the clock until the slide changes: we are then just after a tick.
  const first = await activeSlide(page).getAttribute('aria-label');
  for (let step = 0; step < 40 && (await activeSlide(page).getAttribute('aria-label')) === first; step += 1) {
    await page.clock.runFor(100);
  }
  const shown = await activeSlide(page).getAttribute('aria-label');
  expect(shown).not.toBe(first);
  await page.clock.runFor(2_800);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', shown!);
  await page.clock.runFor(300);
  await expect(activeSlide(page)).not.toHaveAttribute('aria-label', shown!);
  await page.getByRole('button', { name: 'Pause the slideshow' }).click();
  await page.mouse.move(0, 0);
  const paused = await activeSlide(page).getAttribute('aria-label');
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', paused!);
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
});

test('does not move under prefers-reduced-motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  await carouselHydrated(page);
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 7');
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await context.close();
});

test('previous, next and per-slide controls work from the keyboard', async ({ page }) => {
  // Only the keys move the slides.
  await pauseClockBeforeLoad(page);
  await page.goto('/');
  await carouselHydrated(page);
  const start = Number((await activeSlide(page).getAttribute('aria-label'))!.split(' ')[0]);
  const slide = (offset: number) => `${((start - 1 + offset + 7) % 7) + 1} of 7`;
  await page.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', slide(1));
  await page.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', slide(-1));
  await expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(6);
  await page.getByRole('link', { name: /^Show slide 4:/ }).focus();
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '4 of 7');
  // Focus inside the carousel holds it still.
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '4 of 7');
  const cta = activeSlide(page).getByRole('link');
  await expect(cta).toHaveAttribute('href', '/service/cybersecurity/');
});

test('the industry table of the IQ Suite has a row, headed by its industry, for each row of its Markdown', async ({
  page,
}) => {
  await page.goto('/service/rugged-apps-ai/');
  const industries = proseTableRows('src/pages/service/rugged-apps-ai/_rugged-apps-ai.md');
  await expect(page.locator('table tbody tr')).toHaveCount(industries.length);
  // Each row is headed by its industry, so a screen reader names it with the use beside it.
  await expect(page.locator('table tbody tr th[scope="row"]')).toHaveText(industries.map(([industry]) => industry!));
  await expect(page.locator('table')).toHaveAccessibleName(/industries/i);
});

test('every service page ends with the contact banner, in its usual words unless the page gives its own', async ({
  page,
}) => {
  const usualTitle = /^## (.+)$/m.exec(readFileSync('src/pages/_contact-banner.md', 'utf8'))![1]!;
  for (const slug of ['cloudsolutions', 'carbonreductionplan', 'rugged-apps-ai', 'partner-ships']) {
    await page.goto(`/service/${slug}/`);
    const banner = page.locator('main section').last();
    await expect(banner.locator('a.button')).toHaveAttribute('href', '/contactus/');
    const title = banner.getByRole('heading', { level: 2 });
    // The banner is named by its heading.
    await expect(banner).toHaveAttribute('aria-labelledby', (await title.getAttribute('id'))!);
    if (slug === 'partner-ships') await expect(title).not.toHaveText(usualTitle);
    else {
      await expect(title).toHaveText(usualTitle);
      await expect(banner).toContainText(formatWithin('enquiry'));
    }
  }
});
