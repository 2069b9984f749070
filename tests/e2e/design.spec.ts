import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parsePostFile } from '../../plugins/content-index/frontMatter';
import { contactAction, pageLinks } from '../../src/data/pages';
import { pdfLabels, tenderPackFile } from '../../src/data/pdfs';
import { people } from '../../src/data/people';
import { serviceProof, serviceProofLabels } from '../../src/data/serviceProof';
import { services } from '../../src/data/services';
import { sitemapPaths } from './helpers';
import { loneColumns } from './pageRules';

/** Rules of the design a visitor can measure: where the actions are, and what the phone menu ends with. */

const servicePages = sitemapPaths().filter((route) => /^\/service\/([^/]+\/)?$/.test(route));

test('every service page is in the sitemap', () => {
  // The pages below are read from the sitemap: it must hold every service.
  for (const service of services) expect(servicePages).toContain(`/service/${service.slug}/`);
});

for (const route of servicePages) {
  test(`at 375 × 800 ${route} offers its contact action on the first screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    const action = page.locator('main header a.button--primary').first();
    await expect(action).toHaveAttribute('href', `${contactAction.to}/`);
    await expect(action).toBeInViewport({ ratio: 1 });
  });
}

/** The case studies, newest first, as their Markdown gives them. */
const caseStudies = readdirSync('blog')
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => parsePostFile(`blog/${name}`, readFileSync(`blog/${name}`, 'utf8')).data!)
  .filter((post) => post.type === 'case study')
  .sort((a, b) => b.date.localeCompare(a.date));

for (const { slug } of services) {
  const service = serviceProof[slug];
  test(`/service/${slug}/ names who leads it, their qualifications and vetting, and its price and case study where it has them`, async ({
    page,
  }) => {
    await page.goto(`/service/${slug}/`);
    const proof = page.getByRole('complementary', { name: serviceProofLabels.name });
    const lead = people.find((person) => person.key === service.lead)!;
    await expect(proof).toContainText(`${lead.name}, ${lead.title}`);
    for (const qualification of lead.qualifications) await expect(proof).toContainText(qualification);
    await expect(proof).toContainText(lead.clearance ?? lead.preEmploymentCheck);
    const caseStudy = caseStudies.find((post) => service.caseStudyTag && post.tags?.includes(service.caseStudyTag));
    const caseStudyLink = proof.getByRole('link', { name: caseStudy?.title ?? 'none' });
    if (caseStudy) await expect(caseStudyLink).toHaveAttribute('href', `/insights/${caseStudy.slug}/`);
    else await expect(proof.getByText(serviceProofLabels.caseStudy, { exact: true })).toHaveCount(0);
    const price = proof.getByText(serviceProofLabels.price, { exact: true });
    if (service.price) {
      await expect(proof).toContainText(service.price.text);
      const howWePrice = proof.getByRole('link', { name: serviceProofLabels.howWePrice });
      await expect(howWePrice).toHaveAttribute('href', service.price.faq);
      // Last, as it leaves the page: the answer it links to is there, and states the same figures.
      await howWePrice.click();
      const answer = page.locator(`[id="${service.price.faq.split('#')[1]}"]`);
      await expect(answer).toHaveCount(1);
      for (const figure of service.price.text.match(/£[\d,]+/g)!)
        await expect(page.locator('main')).toContainText(figure);
    } else await expect(price).toHaveCount(0);
  });
}

test('the phone menu ends with Contact, then the tender pack', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about/');
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  const links = page.locator('.navbar-sidebar .menu__list > li > a');
  const last = await links.evaluateAll((all) =>
    all.slice(-2).map((link) => ({
      // The size is shown from an attribute the build writes (as on every PDF download).
      text: `${link.textContent!.trim()} ${link.querySelector('[data-size]')?.getAttribute('data-size') ?? ''}`.trim(),
      href: link.getAttribute('href'),
    })),
  );
  expect(last[0]).toEqual({ text: pageLinks.contact.label, href: `${pageLinks.contact.to}/` });
  expect(last[1]!.text).toMatch(new RegExp(`^${pdfLabels.tenderPackLink} \\(.+\\)$`));
  expect(last[1]!.href).toBe(tenderPackFile);
  await expect(links.last()).toBeVisible();
});

// Every page keeps the rule in its visit (every-page.spec.ts); here it is shown to fail on a planted lone column.
test('the lone-column rule finds a band whose words reach a third of the way across, and passes a full one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const band = (words: string) =>
    `<section><div class="container" style="width:1200px;padding:0"><h2>${words}</h2><p>${words}</p></div></section>`;
  await page.setContent(
    `<main>${band('A short heading')}${band('A line long enough to cross the band. '.repeat(6))}</main>`,
  );
  expect(await loneColumns(page)).toEqual([expect.stringMatching(/^"A short heading" uses \d+ % of the width$/)]);
});
