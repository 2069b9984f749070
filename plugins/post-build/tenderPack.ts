import type { Page } from '@playwright/test';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString, type PDFArray } from 'pdf-lib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company, evidence } from '../../src/data/company';
import { complianceRows, describeDate } from '../../src/data/compliance';
import { insuranceDocument } from '../../src/data/policyDocuments';
import { pdfLabels } from '../../src/data/pdfs';
import { packLabels, packSections, type PackSection } from '../../src/data/tenderPack';
import { bidContact, supplierAtAGlance, supplierAtAGlanceHeading } from '../../src/data/supplierAtAGlance';
import { formatUkDate, ukToday } from '../../src/utils/date';
import { escapeHtml } from '../shared/escapeHtml';
import { stampRunningHeaders } from './packHeaders';
import { printedHeadings, restoreOutlineSpaces, squeeze } from './pdfOutline';
import { pdfHeaderLeft, pdfPrintOptions } from './pdfPrint';
import { unbrokenUrlHtml } from './pdfLinks';

/** A case study as the contacts page lists it: where to read it, and whether a referee is available. */
export type PackCaseStudy = { title: string; url: string; facts: string; reference: boolean };

/** One printed document as the pack needs it: its title line and its page's `<main>`. */
export type PackPart = {
  slug: string;
  packSection: PackSection;
  title: string;
  version?: string;
  mainHtml: string;
  mainClass: string;
};

const titleLine = (part: PackPart) => (part.version ? `${part.title}, version ${part.version}` : part.title);

/** The site's logo, inlined: the pack is printed from an HTML string with no page address to load it from. */
const logoSvg = () =>
  readFileSync(path.join(__dirname, '../../static/img/logo.svg'), 'utf8').replace(/<title>[^<]*<\/title>/, '');

/** The pack's own pages' styles, beside this file. */
const packStyles = () => readFileSync(path.join(__dirname, 'tenderPack.css'), 'utf8');

/** The cover: logo, company, title, date and who to ask. */
function coverPage(): string {
  const contact = bidContact();
  return `<div class="pack-page pack-cover">
  <div class="pack-logo" role="img" aria-label="${escapeHtml(`${company.tradingName} logo`)}">${logoSvg()}</div>
  <p class="pack-company">${escapeHtml(company.legalName)}</p>
  <h1>${escapeHtml(pdfLabels.tenderPackTitle)}</h1>
  <p>${escapeHtml(`Policies, statements and plans for tender submissions. Printed ${formatUkDate(ukToday())}.`)}</p>
  <h2>${escapeHtml(pdfLabels.bidContact)}</h2>
  <p>${escapeHtml(`${contact.name}, ${contact.role}. Email ${contact.email} or call ${contact.phone}.`)}</p>
</div>`;
}

/** Who to call about a bid, and which case studies have a referee a shortlisted buyer may speak to. */
function contactsPage(caseStudies: readonly PackCaseStudy[]): string {
  const contact = bidContact();
  const rows = caseStudies
    .map(
      (study) =>
        `<tr><th scope="row"><a href="${escapeHtml(study.url)}">${escapeHtml(study.title)}</a></th>` +
        `<td>${escapeHtml(study.facts)}</td><td>${escapeHtml(packLabels.referee(study.reference))}</td></tr>`,
    )
    .join('');
  return `<div class="pack-page pack-contacts">
  <h1>${escapeHtml(packLabels.contacts)}</h1>
  <h2>${escapeHtml(pdfLabels.bidContact)}</h2>
  <p>${escapeHtml(`${contact.name}, ${contact.role}`)}</p>
  <p>${escapeHtml(`Email ${contact.email} or call ${contact.phone}.`)}</p>
  <h2>${escapeHtml(packLabels.caseStudies)}</h2>
  <table><thead><tr><th scope="col">Case study</th><th scope="col">Sector, value and length</th><th scope="col">Referee</th></tr></thead>
  <tbody>${rows}</tbody></table>
</div>`;
}

/** A register's address written out for a reader on paper (without its scheme), and a link for one on screen. */
const writtenLink = (href: string) =>
  `<a href="${escapeHtml(href)}">${unbrokenUrlHtml(href.replace(/^https:\/\//, ''))}</a>`;

/** The certificates page's anchor and its key among the pack's start pages. */
const certificatesId = 'pack-certificates';

/** The hub's rows that a public register or the insurer verifies: the certificates and registrations, one record for both. */
export const certificateRows = () => complianceRows.filter((row) => row.register || row.id === 'insurance');

/** "expires 14 April 2027" with the date kept on one line. */
const dateHtml = (text: string) =>
  escapeHtml(text).replace(/\d{1,2} [A-Z][a-z]+ \d{4}$/, (date) => `<span class="pack-date">${date}</span>`);

/**
 * Certificates and registrations: each with its number, what it covers, its date and how a buyer checks it. Blocks,
 * not a table: a register's address is written out whole on its own line, and nothing is wider than the page (a wider
 * element makes Chromium shrink the whole pack to fit).
 */
function certificatesPage(startPages: ReadonlyMap<string, number>): string {
  const insurancePage = startPages.get(insuranceDocument.slug);
  const check = (row: (typeof complianceRows)[number]) =>
    row.register
      ? `${escapeHtml(row.register.label)}${row.register.typed ? escapeHtml(` (type ${row.register.number})`) : ''}: ` +
        writtenLink(row.register.href)
      : `${escapeHtml(packLabels.insuranceCheck(evidence.insurance.insurer, evidence.insurance.policyNumber, insurancePage))}.`;
  const blocks = certificateRows()
    .map(
      (row) =>
        `<section><h2>${escapeHtml(row.what)}</h2><p>${escapeHtml(row.status)}${row.date ? `; ${dateHtml(describeDate(row.date, ukToday()).text)}` : ''}.</p>` +
        `<p>${check(row)}</p></section>`,
    )
    .join('');
  return `<div class="pack-page pack-certificates" id="${certificatesId}">
  <h1>${escapeHtml(packLabels.certificates)}</h1>
  ${blocks}
</div>`;
}

/** "Supplier at a glance": the identity and evidence records as a table, each fact with where it is verified. */
function glancePage(): string {
  const facts = supplierAtAGlance();
  const rows = facts
    .map(
      (fact) =>
        `<tr><th scope="row">${escapeHtml(fact.label)}</th><td>${escapeHtml(fact.value)}</td>` +
        `<td>${escapeHtml(fact.verified.label)}</td></tr>`,
    )
    .join('');
  // Each register's address once, written out for a reader on paper.
  const addresses = new Map(facts.flatMap(({ verified }) => (verified.href ? [[verified.label, verified.href]] : [])));
  const list = [...addresses].map(([label, href]) => `<li>${escapeHtml(label)}: ${writtenLink(href)}</li>`).join('');
  return `<div class="pack-page pack-glance">
  <h1>${escapeHtml(supplierAtAGlanceHeading)}</h1>
  <table><thead><tr><th scope="col">What</th><th scope="col">Detail</th><th scope="col">Verified at</th></tr></thead>
  <tbody>${rows}</tbody></table>
  <h2>${escapeHtml(pdfLabels.whereToCheck)}</h2>
  <ul>${list}</ul>
</div>`;
}

/**
 * The cover, "Supplier at a glance", contacts, contents, then the certificates page and every document, each from a new
 * page; `frontOnly`: the pages before the documents alone.
 */
function packBody(
  parts: readonly PackPart[],
  caseStudies: readonly PackCaseStudy[],
  startPages: ReadonlyMap<string, number>,
  frontOnly = false,
): string {
  const entry = (part: PackPart) =>
    `<li><a href="#pack-${part.slug}"><span>${escapeHtml(titleLine(part))}</span>` +
    `<span>page ${startPages.get(part.slug) ?? '00'}</span></a></li>`;
  // Each section's title, then its documents (the parts come in the pack's order).
  const entries = (Object.keys(packSections) as PackSection[])
    .map((section) => {
      const inSection = parts.filter((part) => part.packSection === section);
      // The certificates page opens its section, before the insurance summary.
      const own =
        section === 'certificates'
          ? `<li><a href="#${certificatesId}"><span>${escapeHtml(packLabels.certificates)}</span>` +
            `<span>page ${startPages.get(certificatesId) ?? '00'}</span></a></li>`
          : '';
      if (inSection.length === 0 && !own) return '';
      return `<li class="pack-section"><p>${escapeHtml(packSections[section])}</p><ol>${own}${inSection.map(entry).join('')}</ol></li>`;
    })
    .join('');
  // The links become the PDF's internal links; the headings become its outline.
  return `<style>${packStyles()}</style>
${coverPage()}
${glancePage()}
${contactsPage(caseStudies)}
<div class="pack-page pack-contents">
  <h1>${escapeHtml(pdfLabels.contents)}</h1>
  <p>${escapeHtml(packLabels.contentsIntro)}</p>
  <ol>${entries}</ol>
</div>
${certificatesPage(startPages)}
${(frontOnly ? [] : parts)
  .map(
    (part) =>
      `<div class="pack-document" id="pack-${part.slug}"><div class="${part.mainClass}">${part.mainHtml}</div></div>`,
  )
  .join('\n')}`;
}

const decode = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** The page (from 1) each outline entry points to, by its title without spaces (Chromium drops them where a heading wraps). */
export function outlineStartPages(pdf: PDFDocument): Map<string, number> {
  const pageRefs = pdf.getPages().map((page) => page.ref.toString());
  const starts = new Map<string, number>();
  const visit = (first: PDFDict | undefined) => {
    for (let item = first; item; item = item.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      const raw = decode(item.get(PDFName.of('Title')));
      const title = raw === undefined ? undefined : squeeze(raw);
      const target = (item.lookup(PDFName.of('Dest')) as PDFArray | undefined)?.get(0);
      if (title && target instanceof PDFRef && !starts.has(title)) {
        starts.set(title, pageRefs.indexOf(target.toString()) + 1);
      }
      visit(item.lookupMaybe(PDFName.of('First'), PDFDict));
    }
  };
  visit(pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict));
  return starts;
}

/**
 * The tender pack, printed as one document (a merge would drop the tags), so it keeps its outline and contents links.
 * The contents' page numbers come from each document's page count; the pack is printed once, its outline checked, and
 * printed again with the outline's pages if a document starts elsewhere.
 */
export async function printTenderPack(
  page: Page,
  parts: readonly PackPart[],
  siteAddress: string,
  caseStudies: readonly PackCaseStudy[],
  pageCounts?: ReadonlyMap<string, number>,
) {
  const title = `${company.legalName}: ${pdfLabels.tenderPackTitle}`;
  let prints = 0;
  const print = async (startPages: ReadonlyMap<string, number>, frontOnly = false) => {
    if (!frontOnly) prints += 1;
    await page.evaluate(
      (body) => {
        document.body.innerHTML = body;
      },
      packBody(parts, caseStudies, startPages, frontOnly),
    );
    // The header's right side is each page's document, set once the pages are known (packHeaders.ts).
    const pdf = await PDFDocument.load(await page.pdf(pdfPrintOptions('', siteAddress)));
    restoreOutlineSpaces(pdf, await printedHeadings(page));
    return pdf;
  };
  /** Where the outline says the certificates page and each document start, by slug (0: nowhere). */
  const startsIn = (pdf: PDFDocument) => {
    const byTitle = outlineStartPages(pdf);
    return new Map([
      [certificatesId, byTitle.get(squeeze(packLabels.certificates)) ?? 0],
      ...parts.map((part) => [part.slug, byTitle.get(squeeze(part.title)) ?? 0] as const),
    ]);
  };
  const differ = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
    [...a.keys()].filter((key) => a.get(key) !== b.get(key));
  let expected = new Map<string, number>();
  if (pageCounts && parts.every((part) => pageCounts.has(part.slug))) {
    const front = await print(new Map(), true);
    expected.set(certificatesId, startsIn(front).get(certificatesId)!);
    let next = front.getPageCount() + 1;
    for (const part of parts) {
      expected.set(part.slug, next);
      next += pageCounts.get(part.slug)!;
    }
  }
  let pack = await print(expected);
  const actual = startsIn(pack);
  const missing = parts.filter((part) => !actual.get(part.slug)).map((part) => part.title);
  if (!actual.get(certificatesId)) missing.unshift(packLabels.certificates);
  if (missing.length > 0) throw new Error(`[pdf] The tender pack's outline has no entry for: ${missing.join('; ')}`);
  if (differ(actual, expected).length > 0) {
    expected = actual;
    pack = await print(expected);
    const moved = differ(expected, startsIn(pack));
    if (moved.length > 0) {
      throw new Error(`[pdf] The tender pack's contents give the wrong page for: ${moved.join('; ')}`);
    }
  }
  const starts = startsIn(pack);
  await stampRunningHeaders(
    pack,
    [
      { firstPage: starts.get(certificatesId)!, line: packLabels.certificates },
      ...parts.map((part) => ({ firstPage: starts.get(part.slug)!, line: titleLine(part) })),
    ],
    pdfLabels.tenderPackTitle,
    pdfHeaderLeft(),
  );
  pack.setTitle(title, { showInWindowTitleBar: true });
  pack.setAuthor(company.legalName);
  pack.setLanguage('en-GB');
  pack.setSubject('Policies, statements and plans for tender submissions');
  pack.setCreator(company.tradingName);
  return { bytes: await pack.save(), prints };
}
