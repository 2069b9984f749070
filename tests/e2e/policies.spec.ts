import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

test('a policy shows its details panel from front matter', async ({ page }) => {
  await page.goto('/policies/privacypolicy/');
  const panel = page.locator('aside', { hasText: 'Policy details' });
  await expect(panel).toContainText('Owner');
  await expect(panel).toContainText('Version');
  await expect(panel.locator('time')).toHaveCount(2);
});

test('the policy index lists every policy with a summary and a Read more link', async ({ page }) => {
  await page.goto('/policies/mainpolicy/');
  const policyFiles = readdirSync(path.join(__dirname, '../../docs/policies')).filter(
    (name) => name.endsWith('.md') && name !== 'mainpolicy.md',
  );
  await expect(page.getByRole('link', { name: /^Read more/ })).toHaveCount(policyFiles.length);
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
