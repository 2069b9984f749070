import type { Page } from '@playwright/test';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString, type PDFArray } from 'pdf-lib';
import { company } from '../../src/data/company';
import { pdfLabels } from '../../src/data/pdfs';
import { formatUkDate, ukToday } from '../../src/utils/date';
import { escapeHtml } from './htmlFiles';
import { pdfPrintOptions } from './pdfPrint';

/** One printed document as the pack needs it: its title line and its page's `<main>`. */
export type PackPart = { slug: string; title: string; version?: string; mainHtml: string; mainClass: string };

const titleLine = (part: PackPart) => (part.version ? `${part.title}, version ${part.version}` : part.title);

/** A contents page, then every document, each from a new page, in one HTML body with the site's stylesheet. */
function packBody(parts: readonly PackPart[], startPages: ReadonlyMap<string, number>): string {
  const entries = parts
    .map(
      (part) =>
        `<li><a href="#pack-${part.slug}"><span>${escapeHtml(titleLine(part))}</span>` +
        `<span>page ${startPages.get(part.slug) ?? '00'}</span></a></li>`,
    )
    .join('');
  // The links become the PDF's internal links; the headings become its outline.
  return `<style>
  .pack-contents { padding: 0 1rem; }
  .pack-contents ol { list-style: none; padding: 0; }
  .pack-contents li a { display: flex; justify-content: space-between; gap: 1rem; padding: 0.35rem 0;
    border-bottom: 1px dotted #8a94a6; color: inherit; text-decoration: none; }
  .pack-contents, .pack-document:not(:last-child) { break-after: page; }
</style>
<div class="pack-contents">
  <h1>${escapeHtml(`${company.legalName}: ${pdfLabels.tenderPackTitle}`)}</h1>
  <p>${escapeHtml(
    `Company number ${company.companyNumber}. D-U-N-S ${company.dunsNumber}. Printed ${formatUkDate(ukToday())}.`,
  )}</p>
  <h2>Contents</h2>
  <ol>${entries}</ol>
  <p>Each document carries its owner, review dates and version history, as published on our website.</p>
</div>
${parts
  .map(
    (part) =>
      `<div class="pack-document" id="pack-${part.slug}"><div class="${part.mainClass}">${part.mainHtml}</div></div>`,
  )
  .join('\n')}`;
}

const decode = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/**
 * The page (from 1) each outline entry points to, by its title, at any
 * depth (the first entry of a title wins). Chromium builds the outline from
 * the headings, so each document's h1 is an entry pointing at the page it
 * starts on. Titles are keyed without spaces: Chromium drops the space where
 * a heading wraps.
 */
export function outlineStartPages(pdf: PDFDocument): Map<string, number> {
  const pageRefs = pdf.getPages().map((page) => page.ref.toString());
  const starts = new Map<string, number>();
  const visit = (first: PDFDict | undefined) => {
    for (let item = first; item; item = item.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      const title = decode(item.get(PDFName.of('Title')))?.replace(/\s+/g, '');
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
 * The tender pack, printed as one document by the browser (not merged from
 * the separate PDFs, which would drop their tags): it stays a tagged PDF with
 * an outline and working contents links. It prints twice: the first print
 * finds the page each document starts on, the second writes those pages into
 * the contents, which stays one page either way.
 */
export async function printTenderPack(page: Page, parts: readonly PackPart[], siteAddress: string) {
  const title = `${company.legalName}: ${pdfLabels.tenderPackTitle}`;
  const print = async (startPages: ReadonlyMap<string, number>) => {
    await page.evaluate(
      (body) => {
        document.body.innerHTML = body;
      },
      packBody(parts, startPages),
    );
    return page.pdf(pdfPrintOptions(pdfLabels.tenderPackTitle, siteAddress));
  };
  const draft = await PDFDocument.load(await print(new Map()));
  const byTitle = outlineStartPages(draft);
  const startPages = new Map(parts.map((part) => [part.slug, byTitle.get(part.title.replace(/\s+/g, '')) ?? 0]));
  const missing = parts.filter((part) => !startPages.get(part.slug)).map((part) => part.title);
  if (missing.length > 0) throw new Error(`[pdf] The tender pack's outline has no entry for: ${missing.join('; ')}`);

  const pack = await PDFDocument.load(await print(startPages));
  pack.setTitle(title, { showInWindowTitleBar: true });
  pack.setAuthor(company.legalName);
  pack.setLanguage('en-GB');
  pack.setSubject('Policies, statements and plans for tender submissions');
  pack.setCreator(company.tradingName);
  return pack.save();
}
