import { expect, test, type Page } from '@playwright/test';
import { browserStorage } from '../../src/data/browserStorage';
import { waitForHydration } from './helpers';
import { storedKeys } from './pageRules';

/**
 * The cookies policy says what the site stores (PECR reg. 6); this checks it
 * against what the browser holds. Each visit is a new browser context, as a
 * first-time visitor's, and every key found in localStorage, sessionStorage
 * or the cookie jar must be one the policy's table declares. The table is
 * printed from src/data/browserStorage.ts, with Docusaurus's own keys as
 * Docusaurus names them, so this reads what the site says, not a copy.
 */
const cookiesPolicy = '/policies/cookiespolicy/';

async function declaredKeys(page: Page): Promise<string[]> {
  await page.goto(cookiesPolicy);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Key' }) });
  const keys = await table.locator('tbody tr td:first-child code').allTextContents();
  // The table has a row for every entry in the record; none may go missing.
  expect(keys).toHaveLength(Object.keys(browserStorage).length);
  return keys;
}

const undeclared = (found: readonly string[], declared: readonly string[]) =>
  found.filter((entry) => {
    const [area, key] = entry.split(': ') as [string, string];
    return area === 'cookie' || !declared.includes(key);
  });

// A first visit to every page stores nothing: every-page.spec.ts reads the storage in its visit.

test('the colour switch and the enquiry form store only declared keys, and the rate-limit record lasts its ten seconds', async ({
  page,
}) => {
  const declared = await declaredKeys(page);
  await page.clock.install();
  await page.goto('/contactus/');
  await waitForHydration(page);
  const seen = new Set<string>();
  const look = async () => (await storedKeys(page)).forEach((entry) => seen.add(entry));

  await page.getByRole('button', { name: /dark and light mode/ }).click();
  await look();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel('Service you are interested in').selectOption({ index: 1 });
  await page.getByLabel('Message', { exact: true }).fill('We run three depots.');
  await expect
    .poll(async () => (await look(), [...seen].some((entry) => entry.startsWith('sessionStorage'))))
    .toBe(true);
  await page.route('**/api/v1.0/email/send-form', (route) => route.fulfill({ status: 200, body: 'OK' }));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await look();

  expect(undeclared([...seen], declared)).toEqual([]);
  // Each kind of use stored what the policy says it does.
  const { key: lastSent, storage } = browserStorage.enquiryLastSent;
  expect([...seen]).toEqual(expect.arrayContaining([`${storage}: ${lastSent}`]));
  expect([...seen].filter((entry) => entry.startsWith('localStorage'))).toHaveLength(1);
  // The rate-limit record is gone once its ten seconds have passed.
  await page.clock.fastForward(10_000);
  await expect
    .poll(() => page.evaluate(([area, key]) => window[area].getItem(key), [storage, lastSent] as const))
    .toBeNull();
});
