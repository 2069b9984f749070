import { expect, test } from '@playwright/test';
import { buttonClass } from '../../src/utils/buttons';
import { sitemapPaths } from './helpers';

/**
 * One primary and one secondary button style on every page: each element
 * styled as a button carries exactly the classes of one of the two (plus
 * size), is never underlined and uses the site's font.
 */
const styles = Object.values(buttonClass).map((classes) => classes.split(' ').sort().join(' '));

for (const route of [...sitemapPaths(), '/no-such-page/']) {
  test(`${route} uses only the site's two button styles`, async ({ page }) => {
    await page.goto(route);
    const buttons = await page.locator('.button:visible').evaluateAll((elements) =>
      elements.map((element) => ({
        text: element.textContent?.trim(),
        classes: [...element.classList].filter((name) => name === 'button' || name.startsWith('button--')),
        underline: getComputedStyle(element).textDecorationLine,
        font: getComputedStyle(element).fontFamily,
      })),
    );
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const button of buttons) {
      const style = button.classes
        .filter((name) => !['button--lg', 'button--sm', 'button--block'].includes(name))
        .sort()
        .join(' ');
      expect(styles, `"${button.text}" has classes ${button.classes.join(' ')}`).toContain(style);
      expect(button.underline, `"${button.text}" is underlined`).toBe('none');
      expect(button.font, `"${button.text}" uses another font`).toBe(bodyFont);
    }
  });
}
