import { expect, test } from '@playwright/test';
import { sitemapPaths } from './helpers';

/**
 * Dark mode is one navy family: no surface on any page (page, bands, cards,
 * tables, dropdowns, panels) falls back to one of Infima's neutral greys.
 * A background counts as grey when its red, green and blue differ by a few
 * units at most and it is neither near black nor near white.
 */
const isGrey = ([red, green, blue]: number[]) => {
  const high = Math.max(red!, green!, blue!);
  return high - Math.min(red!, green!, blue!) <= 6 && high > 16 && high < 240;
};

for (const route of sitemapPaths()) {
  test(`${route} in dark mode has only navy-family surfaces`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Open the navbar's dropdown, so its menu is checked too.
    const dropdown = page.locator('.navbar__item.dropdown').first();
    if (await dropdown.isVisible()) await dropdown.hover();
    const surfaces = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('body *')].flatMap((element) => {
        const colour =
          getComputedStyle(element)
            .backgroundColor.match(/[\d.]+/g)
            ?.map(Number) ?? [];
        const [red = 0, green = 0, blue = 0, alpha = 1] = colour;
        const box = element.getBoundingClientRect();
        // Only what a visitor can see: not hidden, not parked off the page (the form's honeypot).
        if (alpha < 0.9 || box.width < 2 || box.height < 2 || box.right < 0 || box.bottom < -window.scrollY) return [];
        const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
        return [{ name, rgb: [red, green, blue] }];
      }),
    );
    expect(surfaces.length).toBeGreaterThan(0);
    const grey = surfaces
      .filter((surface) => isGrey(surface.rgb))
      .map(({ name, rgb }) => `${name} rgb(${rgb.join(', ')})`);
    expect(grey).toEqual([]);
  });
}
