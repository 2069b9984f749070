// Search figures for `npm run bench`: the size of Pagefind's index, the bytes
// the first and a later query transfer, and the time from the last keystroke
// to results on screen, measured inside Chromium (not asserted anywhere).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { searchRanking } from '../../src/data/search';
import { searchQueries } from './searchQueries';

export const benchQueries = [
  'cyber essentials',
  'carbon reduction plan',
  'ransomware',
  'instagram',
  'flutter',
  'wcag',
  'immutable backups',
  'ghg protocol',
  '17.5 million',
  'net zero',
  'penetration testing',
  'cloud migration',
  'service level agreement',
  'data breach',
  'subject access request',
  'social value',
  'iso 22301',
  'modern slavery',
  'how long does a website take',
  'microsoft 365',
  'complaint',
  'report fraud',
] as const;

export function indexSize(buildDir = 'build'): { bytes: number; files: number } {
  const dir = path.join(buildDir, 'pagefind');
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(path.join(dir, name));
    if (stat.isFile()) {
      bytes += stat.size;
      files += 1;
    }
  }
  return { bytes, files };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Types `query` into the open dialog and resolves with the ms until its result count shows. */
function timeQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (q) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('[role="combobox"]')!;
        const status = document.querySelector('dialog [role="status"]')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (status.textContent?.includes(`"${q}"`)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(status, { subtree: true, childList: true, characterData: true });
        setValue.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
}

/** `sent` is the server's running byte total: Pagefind fetches from a worker the page's events do not see. */
export async function searchBench(browser: Browser, siteUrl: string, sent: () => number) {
  const page = await browser.newPage();
  await page.goto(`${siteUrl}/about/`, { waitUntil: 'networkidle' });
  let start = sent();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[role="combobox"]');
  const firstMs = await timeQuery(page, benchQueries[0]);
  await page.waitForLoadState('networkidle');
  const firstQueryBytes = sent() - start;

  start = sent();
  await timeQuery(page, benchQueries[1]);
  await page.waitForLoadState('networkidle');
  const laterQueryBytes = sent() - start;

  const cold: number[] = [];
  for (const query of benchQueries.slice(2)) cold.push(await timeQuery(page, query));
  // The same queries again: their index chunks are now loaded.
  const warm: number[] = [];
  for (const query of benchQueries.slice(2)) warm.push(await timeQuery(page, query));
  await page.close();
  return {
    firstQueryBytes,
    laterQueryBytes,
    firstQueryMs: firstMs,
    medianMs: median(cold),
    medianMsChunksLoaded: median(warm),
    queries: cold.length,
  };
}

/** Ranking quality over the search queries: share in the first five, share first, and mean reciprocal rank. */
export async function searchQuality(browser: Browser, siteUrl: string) {
  const page = await browser.newPage();
  await page.goto(`${siteUrl}/about/`, { waitUntil: 'networkidle' });
  const ranks = await page.evaluate(
    async ({ queries, ranking }) => {
      // A URL the browser resolves on the served site, not a module of this repo.
      const pagefindUrl = '/pagefind/pagefind.js';
      const api = await import(/* webpackIgnore: true */ pagefindUrl);
      await api.options({ ranking });
      await api.init();
      const found: number[] = [];
      for (const { query, answeredOn } of queries) {
        const { results } = await api.search(query);
        const top: { data: () => Promise<{ url: string }> }[] = results.slice(0, 20);
        const urls = await Promise.all(top.map(async (result) => (await result.data()).url));
        found.push(urls.indexOf(answeredOn) + 1);
      }
      return found;
    },
    { queries: searchQueries, ranking: searchRanking },
  );
  await page.close();
  const share = (test: (rank: number) => boolean) => ranks.filter(test).length / ranks.length;
  return {
    queries: ranks.length,
    /** Each query's rank for its answering page, 1 first, 0 not in the first 20. */
    ranks: searchQueries.map(({ query }, at) => ({ query, rank: ranks[at]! })),
    inFirstFive: share((rank) => rank >= 1 && rank <= 5),
    first: share((rank) => rank === 1),
    meanReciprocalRank: ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length,
  };
}
