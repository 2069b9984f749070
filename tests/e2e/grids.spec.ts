import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths, waitForHydration, waitForStylesheet } from './helpers';

/**
 * Grids that fit their count: on every page, at a wide screen, a laptop and a
 * phone, no grid's last row is less than half full unless it is the only row.
 * Every CSS grid on the page is checked, not only FitGrid, so a new grid that
 * does not use it is caught too.
 */
const widths = [1280, 1024, 375];

/** Every visible CSS grid on the page whose last row is less than half full, unless it is the only row. */
function lastRowsLessThanHalfFull(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` +
      ` "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.querySelectorAll('body *')].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.display !== 'grid' || element.getClientRects().length === 0) return [];
      const columns = style.gridTemplateColumns.split(' ').filter((track) => track !== '').length;
      // Items in flow, at their own place: stacked items (a carousel's slides share one cell) count once.
      const items = [...element.children].filter((child) => {
        const childStyle = getComputedStyle(child);
        return (
          child.getClientRects().length > 0 && childStyle.position !== 'absolute' && childStyle.position !== 'fixed'
        );
      });
      const cells = new Set(
        items.map((item) => `${(item as HTMLElement).offsetLeft},${(item as HTMLElement).offsetTop}`),
      );
      const count = cells.size;
      const last = count % columns;
      if (count <= columns || last === 0 || last * 2 >= columns) return [];
      return [`${describe(element)}: ${count} items in ${columns} columns leave ${last} in the last row`];
    });
  });
}

/**
 * Every visible card grid (a list shown as a grid: FitGrid and Markdown card
 * lists) whose cards in one row do not start at the same height: cards side
 * by side line up at the top (a stray margin on all but the first card set
 * them apart by a few pixels). A grid inside a card, such as an icon beside
 * its text, may align its parts as it likes.
 */
function rowsOutOfLine(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('ul, ol')].flatMap((element) => {
      if (getComputedStyle(element).display !== 'grid' || element.getClientRects().length === 0) return [];
      const boxes = [...element.children]
        .filter(
          (child) =>
            child.getClientRects().length > 0 && !['absolute', 'fixed'].includes(getComputedStyle(child).position),
        )
        .map((child) => child.getBoundingClientRect());
      // Two items overlap in height only when they share a row.
      const offRow = boxes.some((box, index) =>
        boxes
          .slice(index + 1)
          .some((other) => other.top < box.bottom && box.top < other.bottom && Math.abs(other.top - box.top) > 0.5),
      );
      return offRow ? [`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`] : [];
    }),
  );
}

/** Adds a grid of `items` cards in `columns` columns to the about page, once React has hydrated it. */
async function plantGrid(page: Page, grid: { columns: number; items: number; lastCardLowerBy?: string }) {
  await page.goto('/about/');
  await waitForHydration(page);
  await page.evaluate(({ columns, items, lastCardLowerBy }) => {
    const list = document.createElement('ul');
    list.style.cssText = `display: grid; grid-template-columns: repeat(${columns}, 1fr)`;
    list.className = 'planted';
    list.append(
      ...Array.from({ length: items }, () => Object.assign(document.createElement('li'), { textContent: 'card' })),
    );
    if (lastCardLowerBy) (list.lastElementChild as HTMLElement).style.marginTop = lastCardLowerBy;
    document.querySelector('main')!.append(list);
  }, grid);
}

test('the check catches a planted 3 + 1 grid', async ({ page }) => {
  await plantGrid(page, { columns: 3, items: 4 });
  expect(await lastRowsLessThanHalfFull(page)).toEqual([expect.stringContaining('4 items in 3 columns leave 1')]);
});

test('the check catches a card set lower than the one beside it', async ({ page }) => {
  await plantGrid(page, { columns: 2, items: 2, lastCardLowerBy: '4px' });
  expect(await rowsOutOfLine(page)).toEqual(['ul.planted']);
});

for (const path of sitemapPaths()) {
  test(`${path}: every grid's last row is at least half full and its rows line up at ${widths.join(', ')} px`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForStylesheet(page);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const found = [
        ...(await lastRowsLessThanHalfFull(page)),
        ...(await rowsOutOfLine(page)).map((grid) => `${grid}: cards in one row do not start at the same height`),
      ];
      problems.push(...found.map((problem) => `${width} px: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

// A service page's sections take the page's width: the illustration sits beside the opening text only.
for (const path of sitemapPaths().filter((route) => /\/service\/[^/]+\/$/.test(route))) {
  test(`${path}: every card grid spans the page's width at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const narrow = await page.evaluate(() => {
      const container = document.querySelector('main .container')!;
      const style = getComputedStyle(container);
      const width = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [...document.querySelectorAll('main [data-fit-lg]')]
        .filter((grid) => grid.getClientRects().length > 0 && !grid.closest('header'))
        .filter((grid) => grid.getBoundingClientRect().width < width * 0.95)
        .map(
          (grid) =>
            `${(grid.textContent ?? '').trim().slice(0, 40)}: ${grid.getBoundingClientRect().width}px of ${width}px`,
        );
    });
    expect(narrow).toEqual([]);
  });
}
