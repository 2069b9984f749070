import { expect, test } from '@playwright/test';
import { buttonClass } from '../../src/utils/buttons';
import { sitemapPaths } from './helpers';

/**
 * Two button styles, used the same way on every page: each element styled as
 * a button carries exactly the classes of the primary or the secondary, is
 * the size of a plain `.button` (no page makes one bigger or smaller), is
 * never underlined, uses the site's font, and every button of one role on
 * one band of colour looks the same (the tender pack as the contact button).
 */
const styles = Object.values(buttonClass).map((classes) => classes.split(' ').sort().join(' '));

for (const route of [...sitemapPaths(), '/no-such-page/']) {
  test(`${route} uses only the site's two button styles, at one size`, async ({ page }) => {
    await page.goto(route);
    const { buttons, probe, bodyFont } = await page.evaluate(() => {
      const size = (element: Element) => {
        const style = getComputedStyle(element);
        // Height and shape; the padding at the sides may shrink to fit two buttons on a phone's row.
        return [style.fontSize, style.fontWeight, style.lineHeight, style.paddingTop, style.borderTopLeftRadius].join(
          ' ',
        );
      };
      /** The colour behind an element: the first ancestor that paints one. */
      const band = (element: Element) => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.backgroundImage !== 'none') return style.backgroundImage;
          if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return style.backgroundColor;
        }
        return 'page';
      };
      const plain = document.createElement('a');
      plain.className = 'button button--primary';
      plain.textContent = 'probe';
      document.body.append(plain);
      const probeSize = size(plain);
      plain.remove();
      return {
        probe: probeSize,
        bodyFont: getComputedStyle(document.body).fontFamily,
        buttons: [...document.querySelectorAll('.button')]
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const style = getComputedStyle(element);
            return {
              text: element.textContent?.trim(),
              classes: [...element.classList].filter((name) => name === 'button' || name.startsWith('button--')),
              underline: style.textDecorationLine,
              font: style.fontFamily,
              size: size(element),
              band: band(element),
              colours: [style.backgroundColor, style.color, style.borderTopColor].join(' '),
            };
          }),
      };
    });
    const lookByRoleAndBand = new Map<string, { text?: string; colours: string }>();
    for (const button of buttons) {
      const role = button.classes.sort().join(' ');
      expect(styles, `"${button.text}" has classes ${button.classes.join(' ')}`).toContain(role);
      expect(button.underline, `"${button.text}" is underlined`).toBe('none');
      expect(button.font, `"${button.text}" uses another font`).toBe(bodyFont);
      expect(button.size, `"${button.text}" is another size`).toBe(probe);
      const key = `${role} on ${button.band}`;
      const first = lookByRoleAndBand.get(key) ?? lookByRoleAndBand.set(key, button).get(key)!;
      expect(button.colours, `"${button.text}" looks unlike "${first.text}" (${key})`).toBe(first.colours);
    }
  });
}
