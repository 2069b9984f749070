import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveBuild } from '../../plugins/shared/serveBuild';
import { testBasePath } from '../../config/site';
import { waitForHydration } from './helpers';
import { faqQuestions } from './searchCorpus';

/**
 * GitHub Pages serves a project site under /<repository>/: search must find
 * its files, and lead to its pages, under that base path. `npm run build:test`
 * also builds the site under a base path into build-base/ (git-ignored): the
 * deployment's own in the deploy workflow, otherwise /website/.
 */
const basePath = testBasePath(process.env);
const outDir = path.resolve('build-base');
let server: { url: string; stop: () => void };

test.beforeAll(async () => {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('No base-path build in build-base/: run "npm run build:test" first.');
  }
  server = await serveBuild(Number(process.env.E2E_BASE_PORT ?? 4190), outDir, basePath);
});

test.afterAll(() => server?.stop());

test('search works under a base path and its results stay under it', async ({ page }) => {
  const question = faqQuestions()[0]!;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}${basePath}about/`);
  // The shortcut is React's: wait until it has taken over.
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: /search/i }).fill(question.heading.replace(/\?$/, ''));
  const hit = page.getByRole('listbox').getByRole('option').filter({ hasText: question.heading }).first();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}${basePath}faq/`));
  expect(requests.filter((pathname) => pathname.includes('/pagefind/')).every((p) => p.startsWith(basePath))).toBe(
    true,
  );
  expect(requests.some((pathname) => pathname.startsWith(`${basePath}pagefind/`))).toBe(true);
});
