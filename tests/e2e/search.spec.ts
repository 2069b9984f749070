import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { searchCopy, searchLimits } from '../../src/data/search';
import { searchControl, waitForHydration } from './helpers';
import { distinctiveWords, faqQuestions, wordInManySections } from './searchCorpus';

/** Site search: Pagefind over the built site, opened from the navbar. */

async function openSearch(page: Page) {
  // Before hydration the control is a plain link to the search page; the dialog is React's.
  await waitForHydration(page);
  await searchControl(page).click();
  const input = page.getByRole('combobox', { name: /search/i });
  await expect(input).toBeFocused();
  return input;
}

function options(page: Page) {
  return page.getByRole('listbox').getByRole('option');
}

/** One FAQ answer and one policy section per page, each by a word that appears only there. */
function onePerPage(folder: 'faq' | 'policies') {
  const seen = new Set<string>();
  return distinctiveWords(folder).filter(({ section }) => !seen.has(section.route) && seen.add(section.route));
}

test('no search file is requested until the visitor opens search', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/pagefind\/|SearchDialog/.test(request.url())) searchRequests.push(request.url());
  });
  await page.goto('/policies/privacypolicy/');
  await waitForHydration(page);
  expect(searchRequests).toEqual([]);
  const input = await openSearch(page);
  await input.fill('privacy');
  await expect(options(page).first()).toBeVisible();
  expect(searchRequests.some((url) => url.includes('/pagefind/'))).toBe(true);
});

// One visit a folder: each search starts from the page the last result led to, as a visitor
// searching again would, so Pagefind's files load once and not once a document.
test('an FAQ answer on every FAQ page is found by a word only it contains, and opens its question', async ({
  page,
}) => {
  await page.goto('/about/');
  for (const { section, word } of onePerPage('faq')) {
    await test.step(`${section.route}: "${word}"`, async () => {
      const input = await openSearch(page);
      await input.fill(word);
      const group = page.getByRole('listbox').getByRole('group', { name: section.pageTitle, exact: true });
      await expect(group).toHaveCount(1);
      await group.getByRole('option', { name: section.heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${section.route}#`));
      const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
      await expect(page.locator('details', { has: page.locator(`[id="${id}"]`) })).toHaveAttribute('open', '');
      await expect(page.locator(`[id="${id}"]`)).toContainText(section.heading);
    });
  }
});

// Six policies a test, so the two workers share the walk and none runs near its time limit.
const policyWalks = onePerPage('policies').reduce<ReturnType<typeof onePerPage>[]>(
  (walks, search, index) => (index % 6 ? walks.at(-1)!.push(search) : walks.push([search]), walks),
  [],
);

for (const [index, walk] of policyWalks.entries()) {
  test(`a section of every policy is found by a word from its body, and leads to the section (${index + 1} of ${policyWalks.length})`, async ({
    page,
  }) => {
    await page.goto('/');
    for (const { section, word } of walk) {
      await test.step(`${section.route}: "${word}"`, async () => {
        const input = await openSearch(page);
        await input.fill(word);
        const groups = page.getByRole('listbox').getByRole('group');
        const group = page.getByRole('listbox').getByRole('group', { name: section.pageTitle, exact: true });
        await expect(group).toHaveCount(1);
        expect(await groups.count()).toBeLessThanOrEqual(6);
        await group.getByRole('option', { name: section.heading, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${section.route}#`));
        // The address changes before the page renders; the next search starts once the section is there,
        // or the new page's arrival would close the dialog just opened on the old one.
        const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
        await expect(page.locator(`[id="${id}"]`)).toContainText(section.heading);
      });
    }
  });
}

test('a question asked in plain words puts its answer first', async ({ page }) => {
  const question = faqQuestions().find((section) => section.heading.split(' ').length >= 6)!;
  await page.goto('/');
  await waitForHydration(page);
  const input = await openSearch(page);
  await input.fill(question.heading.replace(/\?$/, '').toLowerCase());
  const firstGroup = page.getByRole('listbox').getByRole('group').first();
  await expect(firstGroup.getByRole('option').first()).toHaveAccessibleName(question.pageTitle);
  await expect(firstGroup.getByRole('option').nth(1)).toHaveAccessibleName(question.heading);
});

test('keyboard only: Ctrl+K, type, arrow to a question, Enter opens it; Esc returns focus', async ({ page }) => {
  const { section, word } = onePerPage('faq')[0]!;
  await page.goto('/about/');
  await waitForHydration(page);
  // The shortcut is React's: wait until it has taken over.
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: /search/i });
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await expect(searchControl(page)).toBeFocused();

  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await page.keyboard.type(word);
  await expect(options(page).first()).toBeVisible();
  const target = page.getByRole('option', { name: section.heading, exact: true });
  await expect(target).toBeVisible();
  // Results for earlier keystrokes may still be arriving: read the highlight
  // afresh before each step, so a late answer cannot leave the loop behind.
  await expect(async () => {
    // As many steps as the target lies below the highlight, however many results come first.
    const selection = await options(page).evaluateAll((found) => ({
      highlighted: found.findIndex((option) => option.getAttribute('aria-selected') === 'true'),
      ids: found.map((option) => option.id),
    }));
    const wanted = selection.ids.indexOf((await target.getAttribute('id'))!);
    for (let step = selection.highlighted; step < wanted; step++) await page.keyboard.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(input).toHaveAttribute('aria-activedescendant', (await target.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${section.route}#`));
  await expect(page.locator('main details[open]')).toHaveCount(1);
});

test('a page lists at most its best sections, then "more on this page" leads to all of them', async ({ page }) => {
  const many = wordInManySections(searchLimits.sectionsPerPage + 2);
  await page.goto('/about/');
  await waitForHydration(page);
  const input = await openSearch(page);
  await input.fill(many.word);
  const group = page.getByRole('listbox').getByRole('group', { name: many.pageTitle, exact: true });
  await expect(group).toHaveCount(1);
  const groupOptions = group.getByRole('option');
  // The page, its best sections, then "more on this page".
  await expect(groupOptions).toHaveCount(searchLimits.sectionsPerPage + 2);
  const more = groupOptions.last();
  await expect(more).toHaveAccessibleName(/ more on this page$/);
  await more.click();

  await expect(page).toHaveURL(/\/search\/\?q=.*&page=/);
  const result = page.locator('main ol > li').filter({ has: page.getByRole('heading', { name: many.pageTitle }) });
  const disclosure = result.locator('details');
  await expect(disclosure).toHaveAttribute('open', '');
  const moreCount = Number((await disclosure.locator('summary').textContent())?.match(/\d+/)?.[0]);
  await expect(disclosure.locator('summary')).toHaveText(searchCopy.moreOnPage(moreCount));
  // Every section that holds the word is reachable from the page's entry.
  const listed = await result.locator('ul li > a').allTextContents();
  expect(listed).toHaveLength(searchLimits.sectionsPerPage + moreCount);
  for (const section of many.sections) expect(listed).toContain(section.heading);
});

test('no results: a clear message with links to the FAQs and the contact page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const input = await openSearch(page);
  await input.fill('zzqxjv');
  const status = page.getByRole('dialog').getByRole('status');
  await expect(status).toContainText('No results for "zzqxjv"');
  // One sentence, links and all, as the copy module keeps it.
  await expect(status).toContainText(searchCopy.noResultsHelp.replace(/\[([^\]]+)\]\([a-zA-Z]+\)/g, '$1'));
  await expect(status.getByRole('link')).toHaveCount(2);
});

test('the results page at /search/?q= lists the matches as links', async ({ page }) => {
  const { section, word } = onePerPage('policies')[0]!;
  await page.goto(`/search/?q=${encodeURIComponent(word)}`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(new RegExp(word));
  await expect(page.locator('main').getByRole('link', { name: section.pageTitle })).toBeVisible();
});

test('excerpts are page text, never the skip link that opens every page', async ({ page }) => {
  await page.goto('/search/?q=main%20content');
  await waitForHydration(page);
  const excerpts = page.locator('main ol p');
  await expect(excerpts.first()).toBeVisible();
  for (const excerpt of await excerpts.allTextContents()) expect(excerpt).not.toMatch(/skip to main content/i);
  expect(await page.locator('main ol').textContent()).not.toMatch(/^\s*main content\./i);
});

test('the index keeps a space between a label and its value, and leaves out the download buttons', async ({ page }) => {
  // The people's records: "Security clearance" then its value, in a list the built HTML writes without a space.
  await page.goto('/search/?q=clearance');
  await waitForHydration(page);
  const excerpts = page.locator('main ol p');
  await expect(excerpts.first()).toBeVisible();
  const text = (await excerpts.allTextContents()).join(' | ');
  expect(text).toMatch(/clearance/i);
  expect(text, 'a label joined to its value').not.toMatch(/clearance(Security|Baseline|None)/);
  await page.goto('/search/?q=download');
  await expect(page.getByRole('status')).toContainText('"download"');
  expect(await page.locator('main ol').textContent()).not.toMatch(/Download PDF/);
});

test('in dark mode and at 375 px the dialog fills the screen and passes contrast', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForHydration(page);
  // The shortcut is React's: wait until it has taken over.
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await page.getByRole('combobox', { name: /search/i }).fill('carbon');
  await expect(options(page).first()).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(375);
  const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
