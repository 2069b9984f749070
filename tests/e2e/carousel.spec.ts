import { expect, test, type Page } from '@playwright/test';
import { proseTableRows } from '../../plugins/page-prose/tableRows';
import { readFileSync } from 'node:fs';
import { formatWithin } from '../../src/data/serviceLevels';
import { carouselLabels, carouselTiming } from '../../src/data/carousel';
import { heroSlides } from '../../src/data/serviceLookup';
import { fadeMs } from '../../src/components/Home/HeroCarousel/cycle';
import { holdScripts, pauseClockBeforeLoad, waitForHydration } from './helpers';

/** The home page hero carousel, driven as a visitor would. */
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/**
 * React has taken the carousel over once the slides not shown are inert (in
 * the HTML, CSS alone hides them). Not `data-has-hydrated`: the head manager
 * sets that in an animation frame, which these tests' paused clock holds.
 */
const carouselHydrated = (page: Page) =>
  expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(heroSlides.length - 1);

const count = heroSlides.length;
const interval = carouselTiming.intervalMs;
const pauseBox = (page: Page) => page.getByRole('checkbox', { name: carouselLabels.pause });
const label = (index: number) => `${(index % count) + 1} of ${count}`;

/**
 * Before React takes over, CSS turns the slides. Sets every animation of the
 * page to `ms` after it started (held there) and reports what a visitor sees:
 * each slide's opacity and visibility, and which dot is lit.
 */
async function cssCycleAt(page: Page, ms: number) {
  return page.evaluate(async (time) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => {
      const style = getComputedStyle(slide);
      return { opacity: Number(style.opacity), visible: style.visibility === 'visible' };
    });
    // A dot is lit when its accent layer shows at full size (grown and lit by transform and opacity).
    const lit = [...document.querySelectorAll('[aria-roledescription="carousel"] li a')].flatMap((dot, position) => {
      const accent = getComputedStyle(dot, '::after');
      const scale = accent.transform === 'none' ? 1 : new DOMMatrixReadOnly(accent.transform).a;
      return Number(accent.opacity) === 1 && scale === 1 ? [position] : [];
    });
    return { slides, lit };
  }, ms);
}

test('before React has taken over, the slides turn every interval from the first paint, one at a time', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(count);
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThanOrEqual(count);
  // The cycle runs from the first paint: it starts no later than half a second after it (the rhythm allows that).
  // It may start before it: its first frame can paint before any content does (runs here started 9–39 ms before
  // FCP was reported; one CI run under load, 0.8 s before). The animations can exist before the browser has
  // reported the paint, so wait for the report rather than read it once (one CI run found none).
  const firstPaint = () =>
    page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await expect.poll(firstPaint).not.toBeNull();
  const paint = (await firstPaint())!;
  const start = await page.evaluate(
    () => document.querySelector('[aria-roledescription="slide"]')!.getAnimations()[0]!.startTime as number,
  );
  expect(start - paint).toBeLessThanOrEqual(500);
  // Two whole turns, so the first slide's second showing is checked too.
  for (let change = 0; change <= 2 * count; change += 1) {
    const shown = change % count;
    // Just before the change, and once the slide has faded in: the one slide, whole, and its dot.
    for (const ms of [change * interval + 2 * fadeMs + 50, (change + 1) * interval - 50]) {
      const { slides, lit } = await cssCycleAt(page, ms);
      expect(
        slides.map((slide) => slide.visible && slide.opacity === 1),
        `${ms} ms`,
      ).toEqual(slides.map((_, position) => position === shown));
      expect(lit, `${ms} ms`).toEqual([shown]);
    }
    // While they change, one fades out before the next fades in: never two to be read at once.
    for (let ms = (change + 1) * interval; ms <= (change + 1) * interval + 2 * fadeMs; ms += 50) {
      const { slides } = await cssCycleAt(page, ms);
      expect(slides.filter((slide) => slide.opacity > 0.01).length, `${ms} ms`).toBeLessThanOrEqual(1);
    }
  }
});

test('the CSS cycle animates only what needs no layout, so it leaves the main thread to the page while React loads', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThanOrEqual(count);
  const animated = await page.evaluate(() => [
    ...new Set(
      document
        .getAnimations()
        .flatMap((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []))
        .flatMap((keyframe) => Object.keys(keyframe)),
    ),
  ]);
  // Opacity and transform run on the compositor; visibility changes only at a fade, not every frame.
  const keyframeKeys = ['offset', 'computedOffset', 'easing', 'composite'];
  expect(animated.filter((property) => !keyframeKeys.includes(property)).sort()).toEqual(
    expect.arrayContaining(['opacity']),
  );
  expect(
    animated.filter((property) => ![...keyframeKeys, 'opacity', 'transform', 'visibility'].includes(property)),
  ).toEqual([]);
});

test('React takes over from the slide the CSS cycle shows, with the time it has left: no reset, no skip', async ({
  page,
}) => {
  await pauseClockBeforeLoad(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThanOrEqual(count);
  const shown = 2;
  const left = interval / 2;
  await cssCycleAt(page, (shown + 1) * interval - left);
  release();
  await carouselHydrated(page);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(shown));
  await page.mouse.move(0, 0);
  await page.clock.runFor(left - 100);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(shown));
  await page.clock.runFor(200);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(shown + 1));
  await page.clock.runFor(interval);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(shown + 2));
});

test('the pause box stops the CSS cycle at once, and React keeps it paused when it takes over', async ({ page }) => {
  await pauseClockBeforeLoad(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const slides = page.locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toHaveCSS('animation-play-state', 'running');
  await pauseBox(page).check();
  for (let position = 0; position < count; position += 1) {
    await expect(slides.nth(position)).toHaveCSS('animation-play-state', 'paused');
  }
  release();
  await carouselHydrated(page);
  const paused = await activeSlide(page).getAttribute('aria-label');
  await expect(pauseBox(page)).toBeChecked();
  await page.mouse.move(0, 0);
  await page.clock.runFor(3 * interval);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', paused!);
  await pauseBox(page).uncheck();
  // Focus inside the carousel holds it too.
  await pauseBox(page).blur();
  await page.mouse.move(0, 0);
  await page.clock.runFor(interval);
  await expect(activeSlide(page)).not.toHaveAttribute('aria-label', paused!);
});

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
  // The arrows need a script: without one they are not offered.
  for (const name of ['Next slide', 'Previous slide']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  // The pause box works from the HTML: ticked, the cycle stands still.
  await page.goto('/');
  await expect(slides.first()).toHaveCSS('animation-play-state', 'running');
  await pauseBox(page).check();
  await expect(slides.first()).toHaveCSS('animation-play-state', 'paused');
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
  await pauseBox(page).check();
  await page.mouse.move(0, 0);
  const paused = await activeSlide(page).getAttribute('aria-label');
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', paused!);
});

test('does not move under prefers-reduced-motion, before React or after', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('[aria-roledescription="slide"]').first()).toHaveCSS('animation-name', 'none');
  release();
  await waitForHydration(page);
  await carouselHydrated(page);
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(0));
  await expect(pauseBox(page)).toBeChecked();
  await context.close();
});

test('previous, next and per-slide controls work from the keyboard', async ({ page }) => {
  // Only the keys move the slides.
  await pauseClockBeforeLoad(page);
  await page.goto('/');
  await carouselHydrated(page);
  const start = Number((await activeSlide(page).getAttribute('aria-label'))!.split(' ')[0]);
  const slide = (offset: number) => label(start - 1 + offset + count);
  await page.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', slide(1));
  await page.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', slide(-1));
  await expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(count - 1);
  await page.getByRole('link', { name: /^Show slide 4:/ }).focus();
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(3));
  // Focus inside the carousel holds it still.
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(3));
  const cta = activeSlide(page).getByRole('link');
  await expect(cta).toHaveAttribute('href', '/service/cybersecurity/');
});

test('the slide on show links within the app; the others are plain links until they show', async ({ page }) => {
  await pauseClockBeforeLoad(page);
  await page.goto('/');
  await carouselHydrated(page);
  const start = Number((await activeSlide(page).getAttribute('aria-label'))!.split(' ')[0]) - 1;
  // A slide that was hidden when React took over, shown by its dot.
  const target = (start + 3) % count;
  await page.getByRole('link', { name: new RegExp(`^Show slide ${target + 1}:`) }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', label(target));
  // A page loaded afresh would lose this mark; a move within the app keeps it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await activeSlide(page).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${heroSlides[target]!.to}/$`));
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the industry table of the IQ Suite has a row, headed by its industry, for each row of its Markdown, the first few shown and the rest a disclosure away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/service/rugged-apps-ai/');
  const industries = proseTableRows('src/pages/service/rugged-apps-ai/_rugged-apps-ai.md');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(industries.length);
  // Each row is headed by its industry, so a screen reader names it with the use beside it.
  await expect(page.locator('table tbody tr th[scope="row"]')).toHaveText(industries.map(([industry]) => industry!));
  // Folded on a phone: the essential rows show, the rest behind the disclosure, which works from the HTML.
  const shown = () => rows.evaluateAll((all) => all.filter((row) => row.checkVisibility()).length);
  const first = await shown();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(5);
  expect(first).toBeLessThan(industries.length);
  await page.locator('main details > summary').click();
  await expect.poll(shown).toBe(industries.length);
  // Both parts are named by the section's heading.
  for (const table of await page.locator('table').all()) await expect(table).toHaveAccessibleName(/industries/i);
});

test('every marketing page ends with the contact banner, in one wording', async ({ page }) => {
  const usualTitle = /^## (.+)$/m.exec(readFileSync('src/pages/_contact-banner.md', 'utf8'))![1]!;
  for (const route of [
    '/',
    '/about/',
    ...['cloudsolutions', 'carbonreductionplan', 'rugged-apps-ai', 'partner-ships'].map((slug) => `/service/${slug}/`),
  ]) {
    await page.goto(route);
    const banner = page.locator('main section').last();
    await expect(banner.locator('a.button'), route).toHaveAttribute('href', '/contactus/');
    const title = banner.getByRole('heading', { level: 2 });
    // The banner is named by its heading's words.
    await expect(banner).toHaveAccessibleName(usualTitle);
    await expect(title, route).toHaveText(usualTitle);
    await expect(banner, route).toContainText(formatWithin('enquiry'));
  }
});
