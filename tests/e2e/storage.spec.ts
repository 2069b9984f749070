import { expect, test, type Page } from '@playwright/test';
import { browserStorage } from '../../src/data/browserStorage';
import { sitemapPaths, waitForHydration } from './helpers';
import { templatePages } from './templates';

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

/** Every key the page's origin holds now, named with where it is held. */
async function storedKeys(page: Page): Promise<string[]> {
  const inStorage = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((area) =>
      Object.keys(window[area]).map((key) => `${area}: ${key}`),
    ),
  );
  const cookies = (await page.context().cookies()).map((cookie) => `cookie: ${cookie.name}`);
  return [...inStorage, ...cookies];
}

const undeclared = (found: readonly string[], declared: readonly string[]) =>
  found.filter((entry) => {
    const [area, key] = entry.split(': ') as [string, string];
    return area === 'cookie' || !declared.includes(key);
  });

test('a first visit to a page of every template stores nothing the cookies policy does not declare', async ({
  browser,
}) => {
  // It opens a page of every template in a fresh context, about 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const policyPage = await browser.newPage();
  const declared = await declaredKeys(policyPage);
  await policyPage.close();
  for (const { template, path } of templatePages(sitemapPaths())) {
    const page = await browser.newPage();
    await page.goto(path);
    await waitForHydration(page);
    const found = await storedKeys(page);
    expect(undeclared(found, declared), `${template} (${path})`).toEqual([]);
    // A visitor who uses neither the colour switch nor the form has nothing stored (the policy says so).
    expect(found, `${template} (${path}) on a first visit`).toEqual([]);
    await page.close();
  }
});

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
