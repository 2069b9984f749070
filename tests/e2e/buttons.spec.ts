import { expect, test } from '@playwright/test';
import { buttonClass } from '../../src/utils/buttons';
import { sitemapPaths, waitForStylesheet } from './helpers';

/**
 * One card and two button styles, used the same way on every page. Every
 * card (a `data-card` box, or an item of a card grid that draws its own box,
 * as the Markdown lists of service pages do) has the radius, border and
 * background of the first card on the page, and the padding too unless it
 * is flush for a picture. Two button styles: each element styled as
 * a button carries exactly the classes of the primary or the secondary, is
 * the size of a plain `.button` (no page makes one bigger or smaller), is
 * never underlined, uses the site's font, and every button of one role on
 * one band of colour looks the same (the tender pack as the contact button).
 */
const styles = Object.values(buttonClass).map((classes) => classes.split(' ').sort().join(' '));

for (const route of [...sitemapPaths(), '/no-such-page/']) {
  test(`${route} uses one card style, and only the site's two button styles at one size`, async ({ page }) => {
    await page.goto(route);
    await waitForStylesheet(page);
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll('[data-card], [data-fit-lg] > li')]
        .filter((element) => {
          if (element.hasAttribute('data-card')) return true;
          // A grid item that is a card by its own box, not by a card inside it.
          return !element.querySelector('[data-card]') && getComputedStyle(element).borderTopStyle !== 'none';
        })
        .map((element) => {
          const style = getComputedStyle(element);
          return {
            text: element.textContent!.trim().slice(0, 40),
            box: [
              style.borderTopLeftRadius,
              style.borderTopWidth,
              style.borderTopStyle,
              style.borderTopColor,
              style.backgroundColor,
            ].join(' '),
            padding:
              element.getAttribute('data-card') === 'flush' ? undefined : `${style.paddingTop} ${style.paddingLeft}`,
          };
        }),
    );
    for (const card of cards) {
      expect(card.box, `"${card.text}" is drawn unlike "${cards[0]!.text}"`).toBe(cards[0]!.box);
      const padded = cards.find((other) => other.padding !== undefined);
      if (card.padding !== undefined)
        expect(card.padding, `"${card.text}" is padded unlike "${padded!.text}"`).toBe(padded!.padding);
    }
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
