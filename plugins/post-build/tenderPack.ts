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

/**
 * A contents page, then every document, each from a new page, in one HTML
 * body with the site's stylesheet; with `contentsOnly`, the contents alone
 * (to count its pages).
 */
function packBody(parts: readonly PackPart[], startPages: ReadonlyMap<string, number>, contentsOnly = false): string {
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
${(contentsOnly ? [] : parts)
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
 * an outline and working contents links. The contents give the page each
 * document starts on. Given each document's page count (from its own PDF,
 * printed with the same page size and margins), those pages are worked out
 * before printing, after the contents alone is printed to count its pages;
 * the pack is then printed once, and its outline checked: where a document
 * starts elsewhere (or no counts were given), it is printed again with the
 * pages the outline gives, which the contents do not change, since they have
 * as many lines either way.
 */
export async function printTenderPack(
  page: Page,
  parts: readonly PackPart[],
  siteAddress: string,
  pageCounts?: ReadonlyMap<string, number>,
) {
  const title = `${company.legalName}: ${pdfLabels.tenderPackTitle}`;
  let prints = 0;
  const print = async (startPages: ReadonlyMap<string, number>, contentsOnly = false) => {
    if (!contentsOnly) prints += 1;
    await page.evaluate(
      (body) => {
        document.body.innerHTML = body;
      },
      packBody(parts, startPages, contentsOnly),
    );
    return PDFDocument.load(await page.pdf(pdfPrintOptions(pdfLabels.tenderPackTitle, siteAddress)));
  };
  /** Where the outline says each document starts, by its slug (0: nowhere). */
  const startsIn = (pdf: PDFDocument) => {
    const byTitle = outlineStartPages(pdf);
    return new Map(parts.map((part) => [part.slug, byTitle.get(part.title.replace(/\s+/g, '')) ?? 0]));
  };
  let expected = new Map<string, number>();
  if (pageCounts && parts.every((part) => pageCounts.has(part.slug))) {
    let next = (await print(new Map(), true)).getPageCount() + 1;
    for (const part of parts) {
      expected.set(part.slug, next);
      next += pageCounts.get(part.slug)!;
    }
  }
  let pack = await print(expected);
  const actual = startsIn(pack);
  const missing = parts.filter((part) => !actual.get(part.slug)).map((part) => part.title);
  if (missing.length > 0) throw new Error(`[pdf] The tender pack's outline has no entry for: ${missing.join('; ')}`);
  if (parts.some((part) => actual.get(part.slug) !== expected.get(part.slug))) {
    expected = actual;
    pack = await print(expected);
    const moved = parts.filter((part) => startsIn(pack).get(part.slug) !== expected.get(part.slug));
    if (moved.length > 0) {
      throw new Error(
        `[pdf] The tender pack's contents give the wrong page for: ${moved.map((part) => part.title).join('; ')}`,
      );
    }
  }
  pack.setTitle(title, { showInWindowTitleBar: true });
  pack.setAuthor(company.legalName);
  pack.setLanguage('en-GB');
  pack.setSubject('Policies, statements and plans for tender submissions');
  pack.setCreator(company.tradingName);
  return { bytes: await pack.save(), prints };
}
