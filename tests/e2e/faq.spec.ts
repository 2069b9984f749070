import { expect, test } from '@playwright/test';
import { faqIntro } from '../../src/data/faq';
import { faqSlugs, routes } from '../../src/data/routes';
import { loadContentIndex } from '../../plugins/content-index';

/** FAQ panels: closed on load, opened by mouse or keyboard, and by a link. */
const page_ = '/faq/cybersecurity/';
/** The question panels (a docs page's phone contents list is a `<details>` too). */
const questionPanels = 'article details:has(> summary h2)';

test('all panels start closed; a click opens and closes one, the control turning plus to minus', async ({ page }) => {
  await page.goto(page_);
  const panels = page.locator(questionPanels);
  const { index } = await loadContentIndex(process.cwd());
  await expect(panels).toHaveCount(index.faqs.find((faq) => `/faq${faq.slug}/` === page_)!.questionCount);
  expect(await panels.evaluateAll((all) => all.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(0);
  const first = panels.first();
  const answer = first.locator('p').first();
  await expect(answer).toBeHidden();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await first.locator('summary h2').click();
  await expect(first).not.toHaveAttribute('open', '');
});

test('Enter and Space on the question open and close it', async ({ page }) => {
  await page.goto(page_);
  const second = page.locator(questionPanels).nth(1);
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(second).not.toHaveAttribute('open', '');
});

test('a deep link opens its question below the fixed header', async ({ page }) => {
  await page.goto(`${page_}#how-can-we-protect-our-organisation-against-ransomware`);
  const heading = page.locator('#how-can-we-protect-our-organisation-against-ransomware');
  const panel = page.locator('details', { has: heading });
  await expect(panel).toHaveAttribute('open', '');
  await expect(heading).toBeInViewport();
  const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(navbarBottom);
});

test('a deep link opens its question at the first paint, before any of the site’s scripts has run', async ({
  page,
}) => {
  // No script of the bundle ever arrives: what opens the panel is in the HTML.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(page_, { waitUntil: 'domcontentloaded' });
  const id = await page.locator(`${questionPanels} summary h2`).last().getAttribute('id');
  expect(id).toBeTruthy();
  // A new document, not a jump within this one.
  await page.goto('about:blank');
  await page.goto(`${page_}#${id}`, { waitUntil: 'domcontentloaded' });
  const heading = page.locator(`[id="${id}"]`);
  await expect(page.locator('details', { has: heading })).toHaveAttribute('open', '');
  await expect(heading).toBeInViewport();
});

test('an open panel offers a link to itself', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(page_);
  const panel = page.locator(questionPanels).nth(2);
  await panel.locator('summary').click();
  await panel.getByRole('button', { name: 'Copy link to this question' }).click();
  await expect(panel.getByRole('status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const id = await panel.locator('h2').getAttribute('id');
  expect(copied).toMatch(new RegExp(`/faq/cybersecurity/#${id}$`));
});

test('the FAQPage JSON-LD lists the same questions as the page', async ({ page }) => {
  await page.goto('/faq/carbonreduction/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((b) => JSON.parse(b)).find((data) => data['@type'] === 'FAQPage');
  const questions = await page.locator(`${questionPanels} summary h2`).allTextContents();
  const { index } = await loadContentIndex(process.cwd());
  expect(questions).toHaveLength(index.faqs.find((faq) => faq.slug === '/carbonreduction')!.questionCount);
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
  for (const entry of faq.mainEntity) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(100);
});

test('each FAQ page opens with its own summary, no two alike, and a link to ask what it does not answer', async ({
  page,
}) => {
  const { index } = await loadContentIndex(process.cwd());
  expect(index.faqs.map((faq) => faq.slug)).toEqual(expect.arrayContaining(faqSlugs.map((slug) => `/${slug}`)));
  for (const faq of index.faqs) {
    await page.goto(`/faq${faq.slug}/`);
    // The summary (front matter description) is said once, in the title band; no shared filler repeats it.
    await expect(page.locator('main').getByText(faq.description, { exact: true })).toHaveCount(1);
    await expect(page.locator('article p').first().getByRole('link', { name: faqIntro.help })).toHaveAttribute(
      'href',
      `${routes.contact}/`,
    );
  }
  expect(new Set(index.faqs.map((faq) => faq.description)).size).toBe(index.faqs.length);
});

test('the FAQ index lists every FAQ page with the number of questions it holds', async ({ page }) => {
  const { index } = await loadContentIndex(process.cwd());
  await page.goto('/faq/');
  const items = page.locator('article li:has(h2)');
  await expect(items).toHaveCount(index.faqs.length);
  for (const faq of index.faqs) {
    // Counted on the page itself, so the index cannot disagree with what a visitor finds there.
    const faqPage = await page.context().newPage();
    await faqPage.goto(`/faq${faq.slug}/`);
    const held = await faqPage.locator(`${questionPanels} summary h2`).count();
    await faqPage.close();
    await expect(items.filter({ hasText: faq.title })).toContainText(`${held} question${held === 1 ? '' : 's'}`);
  }
});
