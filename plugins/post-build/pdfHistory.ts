import type { Page } from '@playwright/test';
import { versionHistory } from '../../src/data/policyDetails';

/**
 * A PDF's version history, read once by a panel: a line a year, each year's latest version and what it changed, in
 * place of every version's row. The web page keeps every version; the panel above the history gives the current
 * version, its approval and the next review.
 */

type Row = { version: string; date: string; summary: string };

/** Each year's latest version, newest year first, from the rows as the page lists them (newest first). */
export function historyByYear(rows: readonly Row[]): string[] {
  const years = new Map<string, Row>();
  for (const row of rows) {
    const year = row.date.slice(0, 4);
    if (!years.has(year)) years.set(year, row);
  }
  return [...years].map(([year, row]) => versionHistory.yearLine(year, row.version, row.summary));
}

/** Replaces the page's version tables with the lines a year; call after hydration, before printing. */
export async function printHistoryByYear(page: Page): Promise<void> {
  const histories = await page.evaluate(() =>
    [...document.querySelectorAll('[data-version-history]')].map((history) =>
      [...history.querySelectorAll('tbody tr')].map((row) => ({
        version: row.querySelector('th')?.textContent?.trim() ?? '',
        date: row.querySelector('time')?.getAttribute('datetime') ?? '',
        summary: row.querySelectorAll('td')[1]?.textContent?.trim() ?? '',
      })),
    ),
  );
  await page.evaluate(
    ({ lines, caption }) => {
      document.querySelectorAll('[data-version-history]').forEach((history, index) => {
        const box = document.createElement('div');
        box.className = 'print-history-by-year';
        const title = document.createElement('p');
        title.textContent = caption;
        const list = document.createElement('ul');
        for (const line of lines[index] ?? []) {
          const item = document.createElement('li');
          item.textContent = line;
          list.append(item);
        }
        box.append(title, list);
        history.replaceWith(box);
      });
    },
    { lines: histories.map(historyByYear), caption: versionHistory.caption },
  );
}
