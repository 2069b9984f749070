import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitemapPaths, watchForProblems } from './helpers';

/**
 * Every page in the sitemap: loads cleanly, has one h1, a description and a
 * canonical URL, fits a 375 px phone, and axe finds nothing serious.
 */
const paths = sitemapPaths();

test('the sitemap lists every page and no 404 or search page', () => {
  expect(paths.length).toBeGreaterThanOrEqual(34);
  expect(paths.some((p) => p.includes('404'))).toBe(false);
});

for (const path of paths) {
  test.describe(path, () => {
    test('loads cleanly with one h1, meta tags and no serious accessibility problem', async ({ page }) => {
      const problems = watchForProblems(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('h1')).toHaveCount(1);
      // The page's title is part of its main content; the navbar is the only site header.
      await expect(page.locator('main h1')).toHaveCount(1);
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
      await page.goto(path, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
