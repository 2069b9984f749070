import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths, waitForHydration, waitForStylesheet } from './helpers';

/**
 * Grids that fit their count: on every page, at a wide screen, a laptop and a
 * phone, no grid's rows differ by more than one item, and a card grid's short
 * row is centred.
 * Every CSS grid on the page is checked, not only FitGrid, so a new grid that
 * does not use it is caught too.
 */
const widths = [1280, 1024, 375];

/**
 * Every visible CSS grid on the page whose rows differ by more than one item,
 * or whose short row is not centred. Items are grouped into rows by where
 * they sit, so the rule holds however a grid lays out its columns; stacked
 * items (a carousel's slides share one cell) count once. The centring rule
 * holds for card grids (`data-fit-*`, FitGrid and Markdown card lists); any
 * other grid, such as a form's fields, may leave its short row at the start.
 */
function unevenRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` +
      ` "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.querySelectorAll('body *')].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.display !== 'grid' || element.getClientRects().length === 0) return [];
      const items = [...element.children].filter((child) => {
        const childStyle = getComputedStyle(child);
        return (
          child.getClientRects().length > 0 && childStyle.position !== 'absolute' && childStyle.position !== 'fixed'
        );
      }) as HTMLElement[];
      const rows = new Map<number, { left: number; right: number; cells: Set<number> }>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const row = rows.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity, cells: new Set<number>() };
        row.left = Math.min(row.left, box.left);
        row.right = Math.max(row.right, box.right);
        row.cells.add(Math.round(box.left));
        rows.set(Math.round(box.top), row);
      }
      const lengths = [...rows.values()].map((row) => row.cells.size);
      if (lengths.length < 2) return [];
      const problems: string[] = [];
      if (Math.max(...lengths) - Math.min(...lengths) > 1) {
        problems.push(`${describe(element)}: rows of ${lengths.join(' + ')} items`);
      }
      if ([...element.attributes].some((attribute) => attribute.name.startsWith('data-fit-'))) {
        const box = element.getBoundingClientRect();
        const inner = {
          left: box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
          right: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
        };
        for (const row of rows.values()) {
          if (Math.abs(row.left - inner.left - (inner.right - row.right)) > 1.5) {
            problems.push(`${describe(element)}: a row of ${row.cells.size} is not centred`);
          }
        }
      }
      return problems;
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
async function plantGrid(
  page: Page,
  grid: { columns: number; items: number; lastCardLowerBy?: string; fitLg?: number },
) {
  await page.goto('/about/');
  await waitForHydration(page);
  await page.evaluate(({ columns, items, lastCardLowerBy, fitLg }) => {
    const list = document.createElement('ul');
    list.style.cssText = `display: grid; grid-template-columns: repeat(${columns}, 1fr)`;
    // A card grid's attribute: its centring rule applies (and, at a wide screen, the site's columns).
    if (fitLg) list.setAttribute('data-fit-lg', String(fitLg));
    list.className = 'planted';
    list.append(
      ...Array.from({ length: items }, () => Object.assign(document.createElement('li'), { textContent: 'card' })),
    );
    if (lastCardLowerBy) (list.lastElementChild as HTMLElement).style.marginTop = lastCardLowerBy;
    document.querySelector('main')!.append(list);
  }, grid);
}

test('the check catches a planted 4 + 2 grid, and a short row left at the start of a card grid', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await plantGrid(page, { columns: 4, items: 6 });
  expect(await unevenRows(page)).toEqual([expect.stringContaining('rows of 4 + 2 items')]);
  await plantGrid(page, { columns: 4, items: 7 });
  expect(await unevenRows(page)).toEqual([]);
  // The same 4 + 3 as a card grid, its inline columns taking the place of the site's centring ones.
  await plantGrid(page, { columns: 4, items: 7, fitLg: 4 });
  await page.locator('ul.planted').evaluate((list) => {
    for (const item of list.children) (item as HTMLElement).style.gridColumn = 'auto';
  });
  expect(await unevenRows(page)).toEqual([expect.stringContaining('a row of 3 is not centred')]);
});

test("a card grid of 4 + 3 at a wide screen is centred by the site's columns", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await plantGrid(page, { columns: 4, items: 7, fitLg: 4 });
  await page.locator('ul.planted').evaluate((list) => list.style.removeProperty('grid-template-columns'));
  expect(await unevenRows(page)).toEqual([]);
});

test('the check catches a card set lower than the one beside it', async ({ page }) => {
  await plantGrid(page, { columns: 2, items: 2, lastCardLowerBy: '4px' });
  expect(await rowsOutOfLine(page)).toEqual(['ul.planted']);
});

for (const path of sitemapPaths()) {
  test(`${path}: every grid's rows differ by at most one, short rows centred, and line up at ${widths.join(', ')} px`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForStylesheet(page);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const found = [
        ...(await unevenRows(page)),
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
