import { expect, test, type Browser, type Page } from '@playwright/test';
import { sitemapPaths, waitForStylesheet } from './helpers';
import { templatePages } from './templates';

/**
 * Each page carries the CSS its HTML uses and loads the site's stylesheet
 * without blocking the first paint (plugins/post-build/criticalCss.ts). The
 * rule that matters to a visitor: what the first screen looks like from the
 * inlined CSS alone is what it looks like with the whole stylesheet, in light
 * and dark mode, so nothing jumps when the stylesheet arrives. Both are taken
 * before any bundle runs (the bundles are blocked; the inline colour-mode
 * script still runs), which is the page a visitor first sees. Run on the
 * first page of each template (./templates.ts): the CSS a page needs comes
 * from its template's markup.
 */
const routes = templatePages(sitemapPaths()).map((page) => page.path);
/** A phone, and a desktop screen with the docs sidebar and card grids in columns. */
const viewports = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;
const properties = [
  'display',
  'position',
  'width',
  'height',
  'margin-top',
  'padding-left',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-color',
] as const;

/**
 * A page as a visitor first sees it, with the bundles blocked and the site's
 * stylesheet held back until `addStylesheet` lets it through: first from its
 * inlined CSS alone, then, on the same page, with the whole stylesheet.
 */
async function firstPaint(browser: Browser, url: string, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme, viewport: viewports[0] });
  const page = await context.newPage();
  await page.route('**/assets/js/**', (route) => route.abort());
  // The brand face comes with the stylesheet and swaps in; its fallback keeps the headings' lines
  // (the every-page visits check that), so the two are compared in the fallback.
  await page.route('**/assets/fonts/**', (route) => route.abort());
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/css/**', async (route) => {
    await released;
    await route.continue();
  });
  // Not `load`: the first-paint loader adds the held stylesheet before it, and `load` would wait for it.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  // The loader has run (so the browser has painted), and the stylesheet it added is still held.
  await expect(page.locator('head > link[rel="stylesheet"][href*="/assets/css/"]')).toHaveCount(1);
  return {
    page,
    async addStylesheet() {
      release();
      await waitForStylesheet(page);
    },
    close: () => context.close(),
  };
}

/** Fonts loaded and every image on the first screen decoded, so nothing still loading sizes a box. */
async function firstScreenSettled(page: Page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          // Laid out on the first screen: an image in a hidden part of the page is never fetched.
          return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
        })
        .every((image) => image.complete),
  );
}

/** The computed style of every element that starts on the first screen, at the page's viewport. */
async function firstScreenStyles(page: Page) {
  await firstScreenSettled(page);
  return page.evaluate((names) => {
    const visible = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0 && box.width > 0;
    });
    return visible.map((element) => {
      const computed = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      return `${label} ${names.map((name) => `${name}:${computed.getPropertyValue(name)}`).join('; ')}`;
    });
  }, properties);
}

// One load of each page a colour mode: its first screen read at each viewport from the inlined
// CSS, then again once the stylesheet has arrived. With no script running, the page is its HTML
// and CSS, and CSS follows the viewport as it changes.
for (const route of routes) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${route} (${colorScheme}; ${viewports.map((viewport) => `${viewport.width} px`).join(', ')}): the first screen looks the same from its inlined CSS alone`, async ({
      browser,
      baseURL,
    }) => {
      const visit = await firstPaint(browser, `${baseURL}${route}`, colorScheme);
      try {
        const inlined: string[][] = [];
        for (const viewport of viewports) {
          await visit.page.setViewportSize(viewport);
          inlined.push(await firstScreenStyles(visit.page));
        }
        await visit.addStylesheet();
        for (const [index, viewport] of viewports.entries()) {
          await visit.page.setViewportSize(viewport);
          const expected = await firstScreenStyles(visit.page);
          expect(expected.length, `${viewport.width} px`).toBeGreaterThan(10);
          expect(inlined[index], `${viewport.width} px`).toEqual(expected);
        }
      } finally {
        await visit.close();
      }
    });
  }
}

test('the stylesheet does not hold up the first paint: named only for browsers without scripts, added after it', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/faq/cybersecurity/')).text();
  expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]+<\/style>[\s\S]*<\/head>/);
  const links = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*>/g)].map((match) => match.index);
  expect(links).toHaveLength(1);
  expect(html.slice(0, links[0])).toMatch(/<noscript>$/);
  await page.goto('/faq/cybersecurity/');
  // Added by the first-paint loader; tests/e2e/first-paint.spec.ts checks it comes after the paint.
  await waitForStylesheet(page);
});
