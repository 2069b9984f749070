import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { parsePostFile } from '../../plugins/content-index/frontMatter';
import { contactAction, pageLinks } from '../../src/data/pages';
import { complianceLabels } from '../../src/data/compliance';
import { credentialGroups } from '../../src/data/credentials';
import { buildingBlocks } from '../../src/data/iqSuite';
import { handheldCaption, handheldScreens } from '../../src/data/iqSuiteScreens';
import { pdfFile, pdfLabels, tenderPackFile } from '../../src/data/pdfs';
import { policyDetailsLabels } from '../../src/data/policyDetails';
import { people } from '../../src/data/people';
import { serviceProof, serviceProofLabels } from '../../src/data/serviceProof';
import { services } from '../../src/data/services';
import { policies, sitemapPaths } from './helpers';
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

/** Beside the title from 997 px: the panel's box starts right of the h1 and level with the band's top half. */
async function besideTitle(title: Locator, panel: Locator): Promise<boolean> {
  const [h1, aside] = [(await title.boundingBox())!, (await panel.boundingBox())!];
  return aside.x >= h1.x + h1.width && aside.y < h1.y + h1.height;
}

// A page's opening says what it is for: a document's control, the hub's evidence (a service's proof is tested above).
for (const policy of [policies.find((entry) => entry.approval), policies.find((entry) => !entry.approval)]) {
  test(`${policy!.slug} opens with its document control and PDF beside its title, and below it on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/policies${policy!.slug}/`);
    const band = page.locator('main header');
    const title = band.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(policy!.title);
    const control = band.getByRole('complementary', { name: policyDetailsLabels.heading });
    await expect(control.locator('[data-policy-version]')).toHaveText(policy!.version);
    await expect(control).toContainText(policy!.owner);
    const pdf = control.getByRole('link', { name: /^Download PDF \(\d+ KB\)$/ });
    if (policy!.pdf === false) await expect(pdf).toHaveCount(0);
    else await expect(pdf).toHaveAttribute('href', pdfFile(policy!.slug.slice(1)));
    expect(await besideTitle(title, control)).toBe(true);
    await page.setViewportSize({ width: 375, height: 812 });
    const lead = band.locator('h1 + p');
    await expect.poll(async () => (await control.boundingBox())!.y).toBeGreaterThan((await lead.boundingBox())!.y);
  });
}

test('the hub opens with its evidence: the tender pack under its title, every credential beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/compliance/');
  const band = page.locator('main header');
  await expect(band.getByRole('link', { name: new RegExp(`^${complianceLabels.tenderPack}`) })).toHaveAttribute(
    'href',
    tenderPackFile,
  );
  const evidence = band.getByRole('complementary', { name: complianceLabels.credentials });
  for (const group of credentialGroups) {
    await expect(evidence.getByRole('heading', { name: group.heading, exact: true })).toBeVisible();
    for (const item of group.items)
      await expect(evidence.getByRole('link', { name: item.label })).toHaveAttribute(
        'href',
        `/compliance/#${item.rowId}`,
      );
  }
  expect(await besideTitle(band.getByRole('heading', { level: 1 }), evidence)).toBe(true);
});

test('the Rugged Apps AI page draws each building block’s app on a handheld, labelled an illustration, in both modes', async ({
  page,
}) => {
  await page.goto('/service/rugged-apps-ai/');
  const cards = page.locator('#building-blocks + ol > li');
  await expect(cards).toHaveCount(buildingBlocks.length);
  for (const [index, { title }] of buildingBlocks.entries()) {
    const screen = handheldScreens[title];
    const figure = cards.nth(index).getByRole('figure', { name: handheldCaption });
    const drawing = figure.getByRole('img', { name: screen.description, exact: true });
    for (const words of [screen.app, screen.title, screen.action, ...screen.rows.map((row) => row.text)])
      await expect(drawing).toContainText(words);
    await expect(cards.nth(index)).toContainText(title);
  }
  // The screen is the page's surface in each mode: light on light, dark on dark, never a fixed picture.
  const brightness = () =>
    cards
      .first()
      .getByRole('img')
      .locator('> div')
      .evaluate((screen) => {
        const [r, g, b] = getComputedStyle(screen).backgroundColor.match(/\d+/g)!.map(Number);
        return (r! + g! + b!) / 3;
      });
  expect(await brightness()).toBeGreaterThan(200);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect.poll(brightness).toBeLessThan(60);
});

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
