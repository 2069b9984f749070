import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect, test } from '@playwright/test';
import { blogCopy } from '../../src/data/blog';
import { formatUkDate } from '../../src/utils/date';
import type { PostFrontMatter } from '../../src/data/content';

/** Insights and case studies: the blog, its feeds, and the pages that show its newest posts. */
const blogDir = path.join(__dirname, '../../blog');
const posts = readdirSync(blogDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => matter(readFileSync(path.join(blogDir, name), 'utf8')).data)
  .map((data) => ({
    title: String(data.title),
    permalink: `/insights/${data.slug}/`,
    date: new Date(data.date).toISOString().slice(0, 10),
    region: String(data.region),
    type: String(data.type),
    tags: data.tags as string[],
    authors: [data.authors].flat() as string[],
    facts: data as Partial<
      Pick<PostFrontMatter, 'client' | 'sector' | 'value_band' | 'duration' | 'outcome' | 'reference'>
    >,
  }))
  .sort((a, b) => b.date.localeCompare(a.date));
const caseStudies = posts.filter((post) => post.type === 'case study');

test('the footer teasers link to the newest UAE and UK case studies, each saying where its client is', async ({
  page,
}) => {
  await page.goto('/about/');
  const footer = page.locator('footer');
  for (const region of ['UAE', 'UK'] as const) {
    const newest = caseStudies.find((post) => post.region === region)!;
    const link = footer.getByRole('link', { name: newest.title });
    await expect(link).toHaveAttribute('href', newest.permalink);
    const teaser = footer.locator('li').filter({ has: page.getByRole('link', { name: newest.title }) });
    await expect(teaser).toContainText(blogCopy.footerRegion[region]);
  }
});

test('the home page shows the three newest case studies, each linking to its post', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Recent work' }) });
  const links = section.getByRole('link', { name: /case study/i });
  await expect(links).toHaveCount(Math.min(3, caseStudies.length));
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(caseStudies.slice(0, 3).map((post) => post.permalink));
  await links.first().click();
  await expect(page.locator('h1')).toHaveText(caseStudies[0]!.title);
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed is well-formed XML with every post in full`, async ({ page, request }) => {
    const response = await request.get(`/insights/${feed}`);
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const entries = [...doc.querySelectorAll('item, entry')];
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        links: entries.map(
          (entry) =>
            entry.querySelector('link')?.getAttribute('href') ?? entry.querySelector('link')?.textContent ?? '',
        ),
        content: entries.map((entry) => (entry.querySelector('content, encoded')?.textContent ?? '').length),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.links).toHaveLength(posts.length);
    for (const post of posts) expect(parsed.links.some((link) => link.endsWith(post.permalink))).toBe(true);
    for (const length of parsed.content) expect(length).toBeGreaterThan(1500);
  });
}

test('the JSON feed lists every post', async ({ request }) => {
  const feed = await (await request.get('/insights/feed.json')).json();
  expect(feed.items).toHaveLength(posts.length);
});

test('every tag and author used by a post has its page', async ({ request }) => {
  for (const tag of new Set(posts.flatMap((post) => post.tags))) {
    expect((await request.get(`/insights/tags/${tag}/`)).status()).toBe(200);
  }
  for (const author of new Set(posts.flatMap((post) => post.authors))) {
    expect((await request.get(`/insights/authors/${author}/`)).status()).toBe(200);
  }
});

test('each post carries BlogPosting structured data and an Open Graph image', async ({ request }) => {
  for (const post of posts) {
    const html = await (await request.get(post.permalink)).text();
    expect(html).toMatch(/"@type":\s*"BlogPosting"/);
    expect(html).toMatch(/<meta[^>]+property="?og:image"?[^>]+content="?[^">]+\/img\//);
  }
});

test('Insights lists every post as a card, newest first, with its date, reading time and tags, titled below the h1', async ({
  page,
}) => {
  await page.goto('/insights/');
  await expect(page.locator('main h1')).toHaveText(blogCopy.title);
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(posts.length);
  const h1Size = await page.locator('main h1').evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
  for (const [index, post] of posts.entries()) {
    const card = cards.nth(index);
    const title = card.getByRole('heading', { level: 2 });
    await expect(title.getByRole('link')).toHaveAttribute('href', post.permalink);
    await expect(title).toHaveText(post.title);
    await expect(card.locator('time')).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
    // The GOV.UK style every other date on the site is printed in.
    await expect(card.locator('time')).toHaveText(formatUkDate(post.date));
    await expect(card).toContainText(/ · \d+ min read/);
    for (const tag of post.tags) {
      await expect(card.locator(`a[href="/insights/tags/${tag}/"]`)).toHaveCount(1);
    }
    expect(await title.evaluate((h2) => parseFloat(getComputedStyle(h2).fontSize))).toBeLessThan(h1Size);
  }
});

test("every case study's card and page show its measured outcome, client, sector, value, duration and reference, from its front matter", async ({
  page,
}) => {
  expect(caseStudies.length).toBeGreaterThanOrEqual(3);
  // At least one names its client; the others say the client is named to shortlisted buyers.
  expect(caseStudies.some((post) => post.facts.client)).toBe(true);
  const copy = blogCopy.caseStudy;
  const expected = (post: (typeof caseStudies)[number]) => [
    post.facts.outcome!,
    post.facts.client ?? copy.clientOnRequest,
    post.facts.sector!,
    post.facts.value_band!,
    post.facts.duration!,
    post.facts.reference ? copy.referenceAvailable : copy.referenceNone,
  ];
  await page.goto('/insights/');
  for (const post of caseStudies) {
    const card = page.locator('article', { has: page.getByRole('link', { name: post.title, exact: true }) });
    const facts = card.locator('[data-case-study-facts]');
    for (const text of expected(post)) await expect(facts).toContainText(text);
  }
  // An article has none.
  const article = posts.find((post) => post.type === 'article')!;
  await expect(
    page
      .locator('article', { has: page.getByRole('link', { name: article.title, exact: true }) })
      .locator('[data-case-study-facts]'),
  ).toHaveCount(0);
  const first = caseStudies[0]!;
  await page.goto(first.permalink);
  for (const text of expected(first)) await expect(page.locator('main [data-case-study-facts]')).toContainText(text);
});
