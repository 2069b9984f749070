import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';
import { rowsOutOfLine, unevenRows } from './pageRules';

/**
 * The grid rules (./pageRules.ts), which every-page.spec.ts runs on every
 * page at 1280, 1024 and 375 px, catch the faults they are for: planted here
 * on a real page.
 */

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
