import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { policyDetailsLabels, versionHistory } from '../../src/data/policyDetails';
import { policies } from './helpers';

test('a policy shows its details panel from front matter', async ({ page }) => {
  await page.goto('/policies/privacypolicy/');
  const panel = page.locator('aside', { hasText: 'Policy details' });
  await expect(panel).toContainText('Owner');
  await expect(panel).toContainText('Version');
  await expect(panel.locator('dl time')).toHaveCount(2);
});

test('every policy names who approved its current version, and when: its approval record, or else its owner', async ({
  page,
}) => {
  const unsigned = policies.find((entry) => !entry.approval)!;
  await page.goto(`/policies${unsigned.slug}/`);
  const current = unsigned.history.findLast((entry) => entry.version === unsigned.version)!;
  const approval = page.locator('[data-policy-approval]');
  await expect(approval).toContainText(
    `${policyDetailsLabels.approvedBy} ${policyDetailsLabels.itsOwner} ${unsigned.owner}, on`,
  );
  await expect(approval.locator('time')).toHaveAttribute('datetime', current.date);
  const signed = policies.find((entry) => entry.approval)!;
  await page.goto(`/policies${signed.slug}/`);
  await expect(page.locator('[data-policy-approval]')).toContainText(signed.approval!.approved_by);
});

test('the policy index lists every policy: its title links to it, with its version and review date', async ({
  page,
}) => {
  await page.goto('/policies/mainpolicy/');
  const policyFiles = readdirSync(path.join(__dirname, '../../docs/policies')).filter(
    (name) => name.endsWith('.md') && name !== 'mainpolicy.md',
  );
  const cards = page.locator('article li').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(policyFiles.length);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      /\/policies\/[a-z-]+\/$/,
    );
    await expect(card).toContainText(/Version \d+\.\d+, reviewed \d{1,2} [A-Z][a-z]+ \d{4}/);
  }
});

test('a printed policy keeps the document, details and its address, without the site furniture', async ({ page }) => {
  await page.goto('/policies/bcms/');
  await page.emulateMedia({ media: 'print' });
  for (const selector of [
    'nav.navbar',
    'footer',
    '.theme-doc-sidebar-container',
    'a[href="#__docusaurus_skipToContent_fallback"]',
  ]) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  const panel = page.locator('aside', { hasText: 'Policy details' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('/policies/bcms/');
  await expect(page.locator('article')).toContainText('not certified to ISO 22301');
});

test('a policy shows its latest three versions, the rest behind a disclosure, and prints them all', async ({
  page,
}) => {
  const { shown: versionsShown } = versionHistory;
  const policy = policies.find((candidate) => candidate.history.length > versionsShown);
  expect(policy, 'a policy with more versions than are shown at once').toBeDefined();
  const newestFirst = [...policy!.history].reverse();
  await page.goto(`/policies${policy!.slug}/`);
  const shown = page.getByRole('table', { name: versionHistory.caption }).locator('tbody tr');
  await expect(shown).toHaveCount(versionsShown);
  await expect(shown.first()).toContainText(newestFirst[0]!.summary);
  const earlier = page.locator('[data-earlier-versions]');
  await expect(earlier.locator('summary')).toHaveText(
    versionHistory.earlierSummary(newestFirst.length - versionsShown),
  );
  const oldest = page.getByRole('table', { name: versionHistory.earlierCaption }).locator('tbody tr').last();
  await expect(oldest).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(oldest).toBeVisible();
  await expect(oldest).toContainText(newestFirst.at(-1)!.summary);
});
