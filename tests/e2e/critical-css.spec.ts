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
 * A page as a visitor first sees it, with the bundles blocked: with the whole
 * stylesheet, or from its inlined CSS alone.
 */
async function firstPaint(browser: Browser, url: string, colorScheme: 'light' | 'dark', withoutStylesheet: boolean) {
  const context = await browser.newContext({ colorScheme, viewport: viewports[0] });
  const page = await context.newPage();
  await page.route('**/assets/js/**', (route) => route.abort());
  if (withoutStylesheet) await page.route('**/assets/css/**', (route) => route.abort());
  await page.goto(url);
  if (!withoutStylesheet) await waitForStylesheet(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  return { page, close: () => context.close() };
}

/** The computed style of every element that starts on the first screen, at the page's viewport. */
function firstScreenStyles(page: Page) {
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

// One load of each page a colour mode, resized for each viewport: with no script running, the
// page is its HTML and CSS, and CSS follows the viewport as it changes.
for (const route of routes) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${route} (${colorScheme}; ${viewports.map((viewport) => `${viewport.width} px`).join(', ')}): the first screen looks the same from its inlined CSS alone`, async ({
      browser,
      baseURL,
    }) => {
      const whole = await firstPaint(browser, `${baseURL}${route}`, colorScheme, false);
      const inlined = await firstPaint(browser, `${baseURL}${route}`, colorScheme, true);
      try {
        for (const viewport of viewports) {
          await whole.page.setViewportSize(viewport);
          await inlined.page.setViewportSize(viewport);
          const expected = await firstScreenStyles(whole.page);
          expect(expected.length, `${viewport.width} px`).toBeGreaterThan(10);
          expect(await firstScreenStyles(inlined.page), `${viewport.width} px`).toEqual(expected);
        }
      } finally {
        await whole.close();
        await inlined.close();
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
