import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parsePolicyFile } from '../../plugins/content-index/frontMatter';
import { type CmsProxy, signedInEditor, startCmsProxy } from './cmsProxy';

/**
 * Review before publishing: the editor's editorial workflow, against
 * decap-server in Git mode, which keeps each change on a branch as the
 * GitHub backend does with a pull request. Saving leaves `main` as it was;
 * only publishing a change marked ready merges it.
 */

test.describe.configure({ mode: 'serial' });

let proxy: CmsProxy;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  proxy = await startCmsProxy('git');
  page = await signedInEditor(browser, testInfo.project.use.baseURL, proxy);
});
test.afterAll(async () => {
  await page?.close();
  proxy?.stop();
});

test('a saved change waits on a branch of its own, and reaches main only when published', async () => {
  const folder = path.join(proxy.dir, 'docs/policies');
  const name = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .find((file) => !/^approval:/m.test(readFileSync(path.join(folder, file), 'utf8')))!;
  const slug = name.replace(/\.md$/, '');
  const file = `docs/policies/${name}`;
  const before = readFileSync(path.join(proxy.dir, file), 'utf8');
  const { data } = parsePolicyFile(file, before);
  const description = `${data!.description.replace(/\.$/, '')}, reviewed in the editor.`;

  await page.goto(`/admin/#/collections/policies/entries/${slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(data!.title);
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();

  // Saved on its own branch; main, which the site is built from, is unchanged.
  const branch = `cms/policies/${slug}`;
  expect(proxy.git('branch', '--list', 'cms/*')).toContain(branch);
  expect(proxy.git('show', `main:${file}`)).toBe(before);
  const proposed = proxy.git('show', `${branch}:${file}`);
  expect(parsePolicyFile(file, proposed).data!.description).toBe(description);
  // Only the line that changed differs.
  expect(proxy.git('diff', '--numstat', 'main', branch).trim()).toBe(`1\t1\t${file}`);

  // Marked ready and published: merged into main, and the branch is gone.
  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByText('Entry status updated')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry published')).toBeVisible();
  expect(proxy.git('branch', '--list', 'cms/*').trim()).toBe('');
  expect(parsePolicyFile(file, proxy.git('show', `main:${file}`)).data!.description).toBe(description);
});
