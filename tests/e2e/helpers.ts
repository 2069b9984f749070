import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { sitemapPaths as readSitemapPaths } from '../../scripts/lib/sitemap';
import { loadPolicies } from '../../plugins/content-index';
import { pdfDocuments } from '../../src/data/pdfs';
import { policyDocumentLink } from '../../src/data/policyDocuments';

/** Every policy, from its Markdown: what the menus, the footer, the hub and the PDFs must list. */
export const policies = loadPolicies(path.join(__dirname, '../..')).policies;
export const policyLinks = policies.map(policyDocumentLink);
/** The PDFs the build prints: every policy its front matter prints, and the accessibility statement. */
export const printedDocuments = pdfDocuments(policies);

/** Paths of every page in the built sitemap, so new pages are tested without new code. */
export function sitemapPaths(): string[] {
  return readSitemapPaths(path.join(__dirname, '../../build'));
}

/** Collects console errors and failed requests while a test runs. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Installs Playwright's clock paused, before the page loads, so only the test
 * moves time. (Pausing a running clock after load races it: `pauseAt` fails
 * when the page's clock has already passed the time asked for.)
 */
export async function pauseClockBeforeLoad(page: Page): Promise<void> {
  const start = Date.parse('2026-11-23T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/**
 * Holds the site's scripts back until the test calls the function returned,
 * so what the test does lands before hydration on any machine: order, not
 * time. (Not waiting for `load` after this: once the first-paint loader has
 * added the held scripts, `load` waits for them.)
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has taken over the page (Docusaurus marks <html> once it
 * has). The scripts start after the first paint, so they may still be running
 * after `load`; a test that changes the DOM itself must wait for this, or
 * hydration may undo the change.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Waits until the site's whole stylesheet has loaded and applies: a page
 * first paints with only the CSS its HTML uses, inlined, and the first-paint
 * loader adds the stylesheet afterwards (plugins/post-build/criticalCss.ts).
 */
export async function waitForStylesheet(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.href.includes('/assets/css/') && link.sheet !== null,
    ),
  );
}

/**
 * The navbar's Search control: a link to the search page that opens the
 * search dialog in place once React has hydrated (src/theme/SearchBar).
 */
export function searchControl(page: Page) {
  return page.locator('.navbar').getByRole('link', { name: 'Search', exact: false }).first();
}
