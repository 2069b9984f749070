import { expect, test } from '@playwright/test';
import { searchQueries } from '../../scripts/lib/searchQueries';
import { waitForHydration } from './helpers';

/**
 * Search quality: for each query a visitor types, the page that answers it
 * (chosen from the content, see searchQueries.ts) must be among the first
 * five results on the results page. A ranking change that lets pages which
 * only repeat a term crowd out the page that explains it fails here.
 */
const firstResults = 5;
const requiredShare = 0.95;

test(`the answering page is in the first ${firstResults} results for at least ${requiredShare * 100} % of ${searchQueries.length} queries`, async ({
  page,
}) => {
  await page.goto('/search/');
  await waitForHydration(page);
  const input = page.getByRole('searchbox');
  const status = page.getByRole('status');
  const misses: string[] = [];
  for (const { query, answeredOn, within } of searchQueries) {
    await input.fill(query);
    await input.press('Enter');
    // The count (or "No results") names the query once its results are on screen.
    await expect(status).toContainText(`"${query}"`);
    const links = page.locator('main ol > li > h2 a');
    const urls = (
      await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    ).slice(0, firstResults);
    if (!urls.includes(answeredOn)) misses.push(`"${query}": ${answeredOn} not in ${urls.join(', ') || 'no results'}`);
    if (within) {
      const place = urls.indexOf(answeredOn) + 1;
      expect.soft(place, `"${query}" puts ${answeredOn} in the first ${within}: ${urls.join(', ')}`).toBeGreaterThan(0);
      expect
        .soft(place, `"${query}" puts ${answeredOn} in the first ${within}: ${urls.join(', ')}`)
        .toBeLessThanOrEqual(within);
    }
  }
  const share = 1 - misses.length / searchQueries.length;
  expect(
    share,
    `Queries whose answering page is not in the first ${firstResults}:\n${misses.join('\n')}`,
  ).toBeGreaterThanOrEqual(requiredShare);
});
