import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFBool, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { certificateRows, outlineStartPages } from '../../plugins/post-build/tenderPack';
import { outlineTitles } from '../../plugins/post-build/pdfOutline';
import { pdfLinks } from '../../plugins/post-build/pdfLinks';
import { historyByYear } from '../../plugins/post-build/pdfHistory';
import { versionHistory } from '../../src/data/policyDetails';
import { loadContentIndex } from '../../plugins/content-index';
import { siteUrl } from '../../config/site';
import { pdfFile, pdfLabels, tenderPackFile } from '../../src/data/pdfs';
import { inPackOrder, packLabels, packSections } from '../../src/data/tenderPack';
import { bidContact, supplierAtAGlance, supplierAtAGlanceHeading } from '../../src/data/supplierAtAGlance';
import { policies, policyLinks, printedDocuments, waitForHydration } from './helpers';
import { company, evidence } from '../../src/data/company';
import { pdfSampleMark } from '../../src/data/demonstration';
import { insuranceDocument } from '../../src/data/policyDocuments';
import { formatUkDate, ukToday } from '../../src/utils/date';
import {
  carbonEmissions,
  formatTonnes,
  scope3Categories,
  scope3Total,
  totalEmissions,
} from '../../src/data/carbonEmissions';
import {
  companiesHouseRecord,
  complianceLabels,
  complianceRows,
  describeDate,
  icoRegisterEntry,
} from '../../src/data/compliance';

/** The buyer's evidence: the compliance hub and the tender-ready PDFs. */
const build = path.join(__dirname, '../../build');
const readPdf = (file: string) => readFileSync(path.join(build, file));

/** The PDF's text, one string a page, from pdf.js in a child process (see tests/e2e/pdfText.mjs). */
function pdfPages(file: string): string[] {
  return JSON.parse(
    execFileSync(process.execPath, ['tests/e2e/pdfText.mjs', path.join(build, file)], { encoding: 'utf8' }),
  );
}
const pdfText = (file: string) => pdfPages(file).join(' ');
/** Each page's body as its lines, top to bottom, without the running header and footer (tests/e2e/pdfText.mjs). */
function pdfBodyLines(file: string): string[][] {
  return JSON.parse(
    execFileSync(process.execPath, ['tests/e2e/pdfText.mjs', path.join(build, file), 'lines'], { encoding: 'utf8' }),
  );
}
let packText: string | undefined;
/** The tender pack's text on one line, read once: every document's test checks it. */
const tenderPackText = () => (packText ??= pdfText(tenderPackFile).replace(/\s+/g, ' '));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The labels of the controls a page shows on screen in its document: buttons,
 * disclosure summaries and download links. Paper cannot press them, so a PDF
 * printed from the page must not carry them ("Download PDF", "Earlier versions (4)").
 */
async function screenControlLabels(page: Page): Promise<string[]> {
  const labels = await page
    .locator('main')
    .locator('button, summary, a[download], [role="button"]')
    .evaluateAll((controls) => controls.map((control) => control.textContent?.replace(/\s+/g, ' ').trim() ?? ''));
  return [...new Set(labels.filter((label) => label.length > 0))];
}

/** Tagged: marked content with a structure tree, so assistive technology and tender portals read its order. */
function expectTagged(pdf: PDFDocument, file: string) {
  expect(pdf.catalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict)?.get(PDFName.of('Marked')), file).toBe(PDFBool.True);
  expect(pdf.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict), file).toBeDefined();
  expect(pdf.catalog.get(PDFName.of('Lang'))?.toString(), file).toContain('en-GB');
}

test('the compliance hub lists the evidence, each document link leads to a real page, and offers the tender pack', async ({
  page,
  request,
}) => {
  await page.goto('/compliance/');
  const rows = page.locator('main table tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(10);
  const registers = complianceRows.flatMap((row) => (row.register ? [row.register.href] : []));
  expect(registers).toEqual(
    expect.arrayContaining([companiesHouseRecord(company.companyNumber), icoRegisterEntry(evidence.icoRegistration)]),
  );
  for (const href of await page
    .locator('main table a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    // The addresses off the site are the public registers the rows name (no network here to fetch them).
    if (/^https?:/.test(href)) expect(registers).toContain(href);
    else expect((await request.get(href)).status(), href).toBeLessThan(400);
  }
  const pack = page.getByRole('link', { name: /tender pack/i });
  expect((await request.get((await pack.getAttribute('href'))!)).headers()['content-type']).toMatch(/pdf/);
  // A named person to call about a bid, as on the pack's cover.
  const contact = bidContact();
  await expect(page.locator('main')).toContainText(`${contact.name}, ${contact.role}`);
  await expect(page.locator(`main a[href="mailto:${contact.email}"]`).first()).toBeVisible();
});

test('on a phone each compliance row is a card whose values are labelled with their column', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/compliance/');
  const rows = page.locator('main table tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('main table thead')).toBeHidden();
  const labels = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => {
        const before = getComputedStyle(td, '::before');
        return before.display === 'none' ? '' : before.content.replace(/^"|"$/g, '');
      }),
    ),
  );
  expect(labels.length).toBeGreaterThan(0);
  for (const row of labels) expect(row).toEqual(complianceLabels.columns.slice(1));
  // A register's link stays with its value, right of the label column, not under the label.
  const links = page.locator('main table tbody td[data-label] a');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    const [linkLeft, valueLeft] = await link.evaluate((anchor) => {
      const cell = anchor.closest('td')!;
      return [anchor.getBoundingClientRect().left, cell.lastElementChild!.getBoundingClientRect().left];
    });
    const cellLeft = await link.evaluate((anchor) => anchor.closest('td')!.getBoundingClientRect().left);
    expect(linkLeft - cellLeft, `${await link.textContent()} sits right of the label column`).toBeGreaterThan(60);
    expect(linkLeft).toBeGreaterThanOrEqual(valueLeft);
  }
});

test('the hub lists every policy from its Markdown, with its version and, where printed, its PDF', async ({ page }) => {
  await page.goto('/compliance/');
  const items = page.locator('section[aria-labelledby="every-policy-text"] li');
  await expect(items).toHaveCount(policies.length);
  for (const [index, policy] of policies.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('link', { name: policy.title, exact: true })).toHaveAttribute(
      'href',
      `${policyLinks[index]!.to}/`,
    );
    await expect(item).toContainText(`Version ${policy.version}`);
    const download = item.locator(`a[href="${pdfFile(policy.slug.slice(1))}"]`);
    await expect(download).toHaveCount(policy.pdf ? 1 : 0);
    if (policy.pdf) await expect(download).toHaveAccessibleName(/Download PDF \(\d+ KB\)/);
  }
});

test('a page loaded from its HTML shows its PDF sizes without fetching sizes.json; a page reached in the app fetches it', async ({
  page,
}) => {
  // Every fetch the page makes, recorded as it is called (a PDF download asks in an effect, before hydration is marked).
  await page.addInitScript(() => {
    const fetched: string[] = [];
    Object.assign(window, { fetched });
    const fetchFromPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return fetchFromPage(input, init);
    };
  });
  const sizesFetched = () =>
    page.evaluate(() =>
      (window as unknown as { fetched: string[] }).fetched.filter((url) => url.endsWith('/sizes.json')),
    );
  const printed = policies.flatMap((policy, index) => (policy.pdf ? [{ policy, link: policyLinks[index]! }] : []));
  expect(printed.length).toBeGreaterThan(0);

  await page.goto('/compliance/');
  await waitForHydration(page);
  const hub = page.locator('section[aria-labelledby="every-policy-text"]');
  await expect(hub.getByRole('link', { name: /Download PDF \(\d+ KB\)/ })).toHaveCount(printed.length);
  expect(await sizesFetched()).toEqual([]);

  const { policy, link } = printed[0]!;
  await hub.getByRole('link', { name: policy.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(link.to)}/$`));
  // The address changes before the new page's chunks have loaded; until they have, the hub stays on screen
  // with its own download links, which the next check would match too.
  await expect(hub).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Download PDF \(\d+ KB\)/ })).toBeVisible();
  expect(await sizesFetched()).toHaveLength(1);
});

test('a date that has passed shows as expired on the hub, by the visitor clock', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-01-01T09:00:00Z') });
  await page.goto('/compliance/');
  const expired = page.locator('main table time[data-expired="true"]');
  await expect(expired.first()).toBeVisible();
  await expect(expired.first()).toHaveText(/^expired \d{1,2} \w+ \d{4}$/);
});

for (const doc of printedDocuments) {
  test(`${doc.slug}.pdf exists, opens, and carries the page's title, version and company`, async ({ page }) => {
    await page.goto(doc.route);
    const title = (await page.locator('main h1').first().textContent())!.trim();
    // Policies show their version; the accessibility statement has none.
    const versionCell = page.locator('[data-policy-version]');
    const version = (await versionCell.count()) > 0 ? (await versionCell.first().textContent())?.trim() : undefined;
    const bytes = readPdf(pdfFile(doc.slug));
    const properties = await PDFDocument.load(bytes);
    expect(properties.getTitle()).toBe(title);
    expect(properties.getAuthor()).toBe(company.legalName);
    expectTagged(properties, doc.slug);
    const text = pdfText(pdfFile(doc.slug));
    expect(text).toContain(title);
    expect(text).toContain(company.companyNumber);
    // While anything is a sample, the running header says which kinds: a printed page is read alone.
    const mark = pdfSampleMark();
    if (mark) expect(text.replace(/\s+/g, ' ')).toContain(mark);
    expect(text).toMatch(/Page 1 of \d+/);
    if (version) expect(text).toContain(version);
    // A signed or approved document prints its approval, from the same record as the page.
    const approval = page.locator('[data-policy-approval]');
    if ((await approval.count()) > 0) {
      // pdftotext spaces out punctuation after an inline element (the date's <time>).
      const flat = (words: string) =>
        words
          .replace(/\s+/g, ' ')
          .replace(/ ([.,;:])/g, '$1')
          .trim();
      expect(flat(text)).toContain(flat((await approval.textContent())!));
    }
    if (version) await expect(page.getByRole('link', { name: /Download PDF \(\d+ KB\)/ })).toBeVisible();
    // Paper has no controls: none of the page's on-screen controls is printed, in its PDF or in the pack.
    const controls = await screenControlLabels(page);
    if (version) expect(controls.length, 'a policy page shows at least its download button').toBeGreaterThan(0);
    const flatText = text.replace(/\s+/g, ' ');
    const pack = doc.tenderPack ? tenderPackText() : '';
    for (const label of controls) {
      expect(flatText, `${doc.slug}.pdf prints the control "${label}"`).not.toContain(label);
      expect(pack, `the tender pack prints ${doc.slug}'s control "${label}"`).not.toContain(label);
    }
  });
}

test('each PDF prints its history a line a year, from its front matter, and no web control', async () => {
  const withHistory = policies.filter((policy) => policy.pdf && policy.history.length > 0);
  expect(withHistory.some((policy) => policy.history.length > versionHistory.shown)).toBe(true);
  for (const policy of withHistory) {
    const text = pdfText(pdfFile(policy.slug.slice(1))).replace(/\s+/g, ' ');
    const lines = historyByYear([...policy.history].reverse());
    for (const line of lines) expect(text, `${policy.slug}: "${line}"`).toContain(line.replace(/\s+/g, ' '));
    // Neither the disclosure's label nor the folded table's caption: "Earlier versions (3)", then "Earlier versions" + a row.
    expect(text, `${policy.slug} prints the web page's disclosure`).not.toMatch(
      /Earlier versions( \(\d+\))? Version Date/,
    );
    expect(text).not.toContain('Version Date Changes');
  }
});

test('the tender pack is one tagged PDF: a contents page with the right page numbers, then every document', async () => {
  const pack = await PDFDocument.load(readPdf(tenderPackFile));
  expectTagged(pack, tenderPackFile);
  // In the pack's order (src/data/pdfs.ts): certificates, the plan and the statement, policies, then website notices.
  const packed = inPackOrder(printedDocuments.filter((doc) => doc.tenderPack));
  expect(packed.at(-1)!.packSection, 'the website notices close the pack').toBe('website-notices');
  const titles = await Promise.all(
    packed.map(async (doc) => (await PDFDocument.load(readPdf(pdfFile(doc.slug)))).getTitle()!),
  );
  const pages = pdfPages(tenderPackFile);
  expect(pages).toHaveLength(pack.getPageCount());
  const outline = outlineStartPages(pack);
  const contentsPage = pages.findIndex((text) => text.startsWith(pdfLabels.contents));
  expect(contentsPage, 'a page opens with the contents').toBeGreaterThan(0);
  let previous = contentsPage + 1;
  for (const title of titles) {
    // The contents line: "Privacy Policy, version 2.3 page 2".
    const listed = pages[contentsPage]!.match(new RegExp(`${literal(title)}(?:, version [\\d.]+)? page (\\d+)`));
    expect(listed, `${title} in the contents`).not.toBeNull();
    const start = Number(listed![1]);
    expect(start, `${title} comes after the one before`).toBeGreaterThan(previous);
    expect(pages[start - 1], `page ${start} opens with ${title}`).toMatch(new RegExp(`^${literal(title)}`));
    expect(outline.get(title.replace(/\s+/g, '')), `${title} in the outline`).toBe(start);
    previous = start;
  }
  // The contents name each section before its documents.
  for (const title of Object.values(packSections)) expect(pages[contentsPage]).toContain(title);
});

test('the tender pack opens with a cover (company, date, bid contact) and a "Supplier at a glance" page whose facts are the records\'', async () => {
  const pages = pdfPages(tenderPackFile).map((text) => text.replace(/\s+/g, ' '));
  const cover = pages[0]!;
  expect(cover).toContain(company.legalName);
  expect(cover).toContain(pdfLabels.tenderPackTitle);
  expect(cover).toMatch(/Printed \d{1,2} [A-Z][a-z]+ \d{4}/);
  const contact = bidContact();
  expect(cover).toContain(contact.email);
  // A person to call, from the people record.
  expect(cover).toContain(`${contact.name}, ${contact.role}`);
  expect(cover).toContain(contact.phone);
  // The page after the cover, and on one page: every fact, its value and where it is verified.
  const glance = pages[1]!;
  expect(glance.startsWith(supplierAtAGlanceHeading)).toBe(true);
  const facts = supplierAtAGlance();
  expect(facts.length).toBeGreaterThan(10);
  // pdf.js splits a wrapped cell into runs: compare without spaces, as a reader on paper sees it.
  const squeezed = glance.replace(/\s+/g, '');
  for (const fact of facts) {
    for (const text of [fact.label, fact.value, fact.verified.label, fact.verified.href?.replace(/^https:\/\//, '')]) {
      if (text) expect(squeezed, `${fact.label}: "${text}"`).toContain(text.replace(/\s+/g, ''));
    }
  }
  // Then who to call, and each case study with whether a shortlisted buyer may speak to a referee.
  const contacts = pages[2]!;
  expect(contacts.startsWith(packLabels.contacts)).toBe(true);
  expect(contacts).toContain(`${contact.name}, ${contact.role}`);
  const { index } = await loadContentIndex(path.join(__dirname, '../..'));
  const caseStudies = index.posts.filter((post) => post.type === 'case study');
  expect(caseStudies.length).toBeGreaterThan(0);
  // pdf.js splits a wrapped cell into runs: compare without spaces.
  const squeezedContacts = contacts.replace(/\s+/g, '');
  for (const study of caseStudies) {
    expect(squeezedContacts, study.title).toContain(study.title.replace(/\s+/g, ''));
    expect(squeezedContacts).toContain(packLabels.referee(study.reference === true).replace(/\s+/g, ''));
  }
  // Then the contents, whose first section opens with the certificates and registrations: the hub's own rows, each
  // with how a buyer checks it.
  expect(pages[3]!.startsWith(pdfLabels.contents)).toBe(true);
  const listed = new RegExp(`${literal(packLabels.certificates)} page (\\d+)`).exec(pages[3]!);
  expect(listed, 'the contents list the certificates page').not.toBeNull();
  const certificates = pages[Number(listed![1]) - 1]!;
  expect(certificates.startsWith(packLabels.certificates)).toBe(true);
  const squeezedCertificates = certificates.replace(/\s+/g, '');
  const rows = certificateRows();
  expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(['cyber-essentials', 'insurance']));
  for (const row of rows) {
    const facts = [row.what, row.status, row.register?.number, row.register?.href.replace(/^https:\/\//, '')];
    if (row.id === 'insurance') facts.push(evidence.insurance.insurer, evidence.insurance.policyNumber);
    if (row.date) facts.push(describeDate(row.date, ukToday()).text);
    for (const fact of facts)
      if (fact) expect(squeezedCertificates, `${row.id}: "${fact}"`).toContain(fact.replace(/\s+/g, ''));
  }
});

test("the tender pack reads as one document: each page's header names its document, no heading ends a page, no page but a document's last is nearly empty", async () => {
  const pack = await PDFDocument.load(readPdf(tenderPackFile));
  const packed = inPackOrder(printedDocuments.filter((doc) => doc.tenderPack));
  const outline = outlineStartPages(pack);
  const documents = await Promise.all(
    packed.map(async (doc) => {
      const single = await PDFDocument.load(readPdf(pdfFile(doc.slug)));
      const title = single.getTitle()!;
      const version = /version ([\d.]+)/.exec(single.getKeywords() ?? '')?.[1];
      return {
        doc,
        start: outline.get(title.replace(/\s+/g, ''))!,
        line: version ? `${title}, version ${version}` : title,
      };
    }),
  );
  const pages = pdfPages(tenderPackFile);
  const bodies = pdfBodyLines(tenderPackFile);
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const packHeadings: string[] = [];
  for (const [index, { doc, start, line }] of documents.entries()) {
    const end = (documents[index + 1]?.start ?? pages.length + 1) - 1;
    expect(start, `${line} starts after the front pages`).toBeGreaterThan(4);
    // Its headings, as its built page has them.
    const html = readFileSync(path.join(build, doc.route.replace(/^\//, ''), 'index.html'), 'utf8');
    const main = /<main[\s\S]*<\/main>/.exec(html)![0];
    const headingTexts = [...main.matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\u200b/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    packHeadings.push(...headingTexts);
    const headings = headingTexts.map(squeeze);
    expect(headings.length, `${doc.slug} has headings`).toBeGreaterThan(0);
    // The same document as its own PDF, page for page: nothing in the pack made Chromium shrink it to fit.
    const own = (await PDFDocument.load(readPdf(pdfFile(doc.slug)))).getPageCount();
    expect.soft(end - start + 1, `${line}: pages in the pack and in its own PDF`).toBe(own);
    for (let page = start; page <= end; page += 1) {
      expect.soft(squeeze(pages[page - 1]!), `page ${page}'s header names ${line}`).toContain(squeeze(line));
      const body = bodies[page - 1]!;
      const last = squeeze(body.at(-1) ?? '');
      // A heading, or the first line of one that wraps, may not be a page's last line.
      const endsWithHeading = headings.some(
        (heading) => heading === last || (last.length >= 12 && heading.startsWith(last)),
      );
      expect.soft(endsWithHeading, `page ${page} (${doc.slug}) ends with the heading "${body.at(-1)}"`).toBe(false);
      // Nor a sentence that introduces what follows: its list or table would start overleaf.
      if (page < end)
        expect.soft(last, `page ${page} (${doc.slug}) ends with a lead-in "${body.at(-1)}"`).not.toMatch(/:$/);
      if (page < end) {
        const words = body.join(' ').split(/\s+/).filter(Boolean).length;
        expect
          .soft(words, `page ${page} (${doc.slug}) carries ${words} words and is not its document's last`)
          .toBeGreaterThanOrEqual(40);
      }
    }
  }
  // The outline names each heading as it reads: Chromium drops the space where a heading wraps (pdfOutline.ts).
  const bySqueezed = new Map(packHeadings.map((heading) => [squeeze(heading), heading]));
  for (const title of outlineTitles(pack)) {
    const heading = bySqueezed.get(squeeze(title));
    if (heading) expect.soft(title, 'an outline title with its spaces').toBe(heading);
  }
});

test("the Carbon Reduction Plan's PDF prints both tables in PPN 006's form: a number for each scope and the total, Scope 3's five categories beneath", async () => {
  const lines = pdfBodyLines(pdfFile('carbonreductionplan')).flat();
  const rowsAfter = (start: number, count: number) => lines.slice(start + 1, start + 1 + count);
  const headers = lines.flatMap((line, index) => (/^Emissions Total \(tCO2e\)$/.test(line) ? [index] : []));
  // The baseline's table, then the current year's (a later table of reductions has the same header).
  expect(headers.length, 'two tables, baseline then current').toBeGreaterThanOrEqual(
    Object.keys(carbonEmissions).length,
  );
  for (const [index, year] of Object.values(carbonEmissions).entries()) {
    const categories = Object.entries(scope3Categories).map(
      ([key, label]) => `${label} ${formatTonnes(year.scope3[key as keyof typeof year.scope3])}`,
    );
    expect(rowsAfter(headers[index]!, 4 + categories.length)).toEqual([
      `Scope 1 ${formatTonnes(year.scope1)}`,
      `Scope 2 ${formatTonnes(year.scope2)}`,
      expect.stringMatching(new RegExp(`^Scope 3 .*${literal(formatTonnes(scope3Total(year)))}$`)),
      ...categories,
      `Total emissions ${formatTonnes(totalEmissions(year))}`,
    ]);
  }
});

test('every link in every PDF leads to the live site (SITE_URL) or beyond it, and the pack writes each address out whole', async () => {
  const site = new URL(siteUrl(process.env)).origin;
  const loopback = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?\//i;
  let toOurPages = 0;
  for (const file of [...printedDocuments.map((doc) => pdfFile(doc.slug)), tenderPackFile]) {
    for (const { page, uri } of pdfLinks(await PDFDocument.load(readPdf(file)))) {
      const fine =
        uri.startsWith(`${site}/`) || /^(mailto|tel):/.test(uri) || (/^https:\/\//.test(uri) && !loopback.test(uri));
      expect.soft(fine, `${file}, page ${page}: ${uri}`).toBe(true);
      if (uri.startsWith(`${site}/`)) toOurPages += 1;
    }
  }
  expect(toOurPages, 'the PDFs link to our own pages').toBeGreaterThan(0);
  // A written-out address may wrap only after a "/": a line that ended at a hyphen would copy as one word.
  const glance = pdfPages(tenderPackFile)[1]!.replace(/\/\s+/g, '/');
  for (const { verified } of supplierAtAGlance()) {
    if (verified.href) expect(glance, verified.label).toContain(verified.href.replace(/^https:\/\//, ''));
  }
});

test('the summary of insurance cover is a PDF in the pack whose particulars are the evidence record, linked from the hub', async ({
  page,
}) => {
  const { insurance } = evidence;
  const particulars = [
    company.legalName,
    insurance.insurer,
    insurance.policyNumber,
    `${formatUkDate(insurance.from)} to ${formatUkDate(insurance.renewal)}`,
    insurance.professionalIndemnity,
    insurance.publicLiability,
    insurance.employersLiability,
  ];
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const printed = squeeze(pdfText(pdfFile(insuranceDocument.slug)));
  const pack = squeeze(tenderPackText());
  for (const particular of particulars) {
    expect(printed, `the certificate prints "${particular}"`).toContain(squeeze(particular));
    expect(pack, `the tender pack prints "${particular}"`).toContain(squeeze(particular));
  }
  await page.goto('/compliance/');
  const row = page.locator('main table tbody tr#insurance');
  const link = row.getByRole('link', { name: insuranceDocument.title });
  await link.click();
  await expect(page.locator('main h1')).toHaveText(insuranceDocument.title);
  await expect(page.getByRole('link', { name: /Download PDF \(\d+ KB\)/ })).toHaveAttribute(
    'href',
    new RegExp(`${pdfFile(insuranceDocument.slug)}$`),
  );
});
