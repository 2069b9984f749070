import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demonstrationNotice, sampleValues } from '../../src/data/demonstration';
import { pauseClockBeforeLoad, sitemapPaths, waitForHydration, waitForStylesheet, watchForProblems } from './helpers';

/**
 * Every page in the sitemap: loads cleanly, has one h1 in a title band with
 * no heading above its size and the body at its left edge, a description and
 * a canonical URL, fits a 375 px phone, and axe finds nothing serious.
 */
const paths = sitemapPaths();

/** Headings in <main> set larger than its h1: one heading scale on every page, the h1 at its top. */
function largerHeadingsThanH1(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const h1 = document.querySelector('main h1')!;
    return [...document.querySelectorAll('main :is(h2, h3, h4, h5, h6)')]
      .filter((heading) => size(heading) > size(h1))
      .map((heading) => `${heading.tagName} ${size(heading)}px > h1 ${size(h1)}px: ${heading.textContent}`);
  });
}

/**
 * Containers in <main> whose text does not start at the h1's left edge: one
 * left edge for the title band and the body on every page. (A container
 * narrowed for a measure is centred, which moves its text off the edge.)
 */
function containersOffTheTitleEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const titleEdge = document.querySelector('main h1')!.getBoundingClientRect().left;
    return [...document.querySelectorAll<HTMLElement>('main .container')]
      .filter((container) => container.getBoundingClientRect().width > 0)
      .map((container) => ({
        container,
        edge: container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft),
      }))
      .filter(({ edge }) => Math.abs(edge - titleEdge) > 1)
      .map(({ container, edge }) => `${container.className} starts at ${edge}px, the h1 at ${titleEdge}px`);
  });
}

// Not in the sitemap, and as much part of the family as any page in it.
for (const path of ['/search/', '/no-such-page/']) {
  test(`${path} has the title band's one h1 and no heading above its size`, async ({ page }) => {
    // The 404 would send the page home after its countdown.
    await pauseClockBeforeLoad(page);
    await page.goto(path);
    await expect(page.locator('main header h1')).toHaveCount(1);
    expect(await largerHeadingsThanH1(page)).toEqual([]);
    expect(await containersOffTheTitleEdge(page)).toEqual([]);
  });
}

test('the sitemap lists every page and no 404 or search page', () => {
  expect(paths.length).toBeGreaterThanOrEqual(34);
  expect(paths.some((p) => p.includes('404'))).toBe(false);
});

for (const path of paths) {
  test.describe(path, () => {
    test('loads cleanly with one h1, meta tags and no serious accessibility problem', async ({ page }) => {
      const problems = watchForProblems(page);
      await page.goto(path);
      await waitForHydration(page);
      await waitForStylesheet(page);
      await expect(page.locator('h1')).toHaveCount(1);
      // Sample identity values are never shown without saying so (src/data/demonstration.ts).
      const notice = page.locator('.theme-announcement-bar');
      if (sampleValues.length > 0) await expect(notice).toHaveText(demonstrationNotice);
      else await expect(notice).toHaveCount(0);
      // The page's title is part of its main content; the navbar is the only site header.
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main header h1')).toHaveCount(1);
      expect(await largerHeadingsThanH1(page)).toEqual([]);
      expect(await containersOffTheTitleEdge(page)).toEqual([]);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\w.{30,}/);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\//);
      for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(block)).not.toThrow();
      }
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('fits a 375 px screen without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      await waitForStylesheet(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await containersOffTheTitleEdge(page)).toEqual([]);
    });
  });
}
