import { expect, test, type Page } from '@playwright/test';

/** The local search: lazy index, policy and FAQ results, and the result pages. */
async function search(page: Page, words: string) {
  const box = page
    .getByRole('combobox', { name: /search/i })
    .or(page.locator('input.navbar__search-input'))
    .first();
  await box.click();
  await box.fill(words);
  return page.locator('[role="listbox"]').first();
}

test('the index is not loaded until the visitor uses search', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await page.goto('/policies/privacypolicy/', { waitUntil: 'networkidle' });
  expect(indexRequests).toEqual([]);
  await search(page, 'privacy');
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
});

test('Ctrl+K focuses the search box', async ({ page }) => {
  await page.goto('/about/', { waitUntil: 'networkidle' });
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
});

test('"ISO 22301" finds the BCMS policy and the result leads to it', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const results = await search(page, 'ISO 22301');
  const bcms = results.getByRole('option').filter({ hasText: 'Business Continuity Management System' }).first();
  await expect(bcms).toBeVisible();
  await bcms.click();
  await expect(page).toHaveURL(/\/policies\/bcms\//);
  await expect(page.locator('h1')).toHaveText('Business Continuity Management System');
});

test('a word from the modern slavery statement finds it', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const results = await search(page, 'trafficking');
  const hit = results.getByRole('option').filter({ hasText: 'Modern Slavery Statement' }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/policies\/modernslaverypolicy\//);
});

test('a word from an FAQ question leads to that question, opened', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const results = await search(page, 'ransomware');
  const hit = results
    .getByRole('option')
    .filter({ hasText: 'against ransomware?' })
    .filter({ hasText: 'Cyber Security FAQs' })
    .first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/#how-can-we-protect-our-organisation-against-ransomware/);
  await expect(
    page.locator('details', { has: page.locator('#how-can-we-protect-our-organisation-against-ransomware') }),
  ).toHaveAttribute('open', '');
});

test('the full results page lists matches', async ({ page }) => {
  await page.goto('/search/?q=carbon', { waitUntil: 'networkidle' });
  await expect(page.locator('h1')).toHaveText('Search results for "carbon"');
  await expect(page.locator('a[href*="/faq/carbonreduction/"]').first()).toBeVisible();
});
