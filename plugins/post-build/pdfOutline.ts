import type { Page } from '@playwright/test';
import { PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';

/**
 * Chromium builds a PDF's outline from the headings but drops the space wherever a heading wraps ("Our policies on
 * slavery and humantrafficking"). Each title is put back as the heading reads, matched with its spaces ignored.
 */

/** The headings of the page as printed, one string each, spaces as a reader sees them. */
export function printedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      (heading.textContent ?? '')
        .replace(/\u200b/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
}

/** A title without its spaces: Chromium's outline may have lost some, so titles are matched this way. */
export const squeeze = (text: string) => text.replace(/\s+/g, '');

const titleOf = (item: PDFDict) => {
  const raw = item.get(PDFName.of('Title'));
  return raw instanceof PDFString || raw instanceof PDFHexString ? raw.decodeText() : undefined;
};

/** Every outline item, depth first, in the outline's order. */
function outlineItems(pdf: PDFDocument): PDFDict[] {
  const items: PDFDict[] = [];
  const visit = (first: PDFDict | undefined) => {
    for (let item = first; item; item = item.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      items.push(item);
      visit(item.lookupMaybe(PDFName.of('First'), PDFDict));
    }
  };
  visit(pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict));
  return items;
}

/** The outline's titles, in order. */
export const outlineTitles = (pdf: PDFDocument): string[] => outlineItems(pdf).flatMap((item) => titleOf(item) ?? []);

/** Sets each outline title that lost a space back to its heading's words; returns how many it mended. */
export function restoreOutlineSpaces(pdf: PDFDocument, headings: readonly string[]): number {
  const bySqueezed = new Map(headings.map((heading) => [squeeze(heading), heading]));
  let mended = 0;
  for (const item of outlineItems(pdf)) {
    const title = titleOf(item);
    const heading = title === undefined ? undefined : bySqueezed.get(squeeze(title));
    if (heading && heading !== title?.trim()) {
      item.set(PDFName.of('Title'), PDFHexString.fromText(heading));
      mended += 1;
    }
  }
  return mended;
}
