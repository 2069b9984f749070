import {
  beginMarkedContent,
  endMarkedContent,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';

/**
 * The pack's running header names the document each page belongs to. Chromium prints one header for the whole pack,
 * so its right-hand side is left empty and each page's document line is set here, in the same place and size:
 * 8px (6 pt) Helvetica, ending at the 15 mm margin, on the baseline Chromium gives the header's left side.
 */
const fontSize = 6;
const rightMargin = (15 / 25.4) * 72;
/** From the top edge: the left side's baseline as Chromium prints it (pdftotext -bbox: top 14.8 pt, ascent 0.905 em). */
const baselineFromTop = 20.25;

export type RunningHeader = { firstPage: number; line: string };

/** Sets each page's line, marked as an artifact so the tags and reading order are untouched. */
export async function stampRunningHeaders(
  pdf: PDFDocument,
  headers: readonly RunningHeader[],
  fallback: string,
  leftText: string,
): Promise<void> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = pdf.getPages();
  const sorted = [...headers].sort((a, b) => a.firstPage - b.firstPage);
  const leftEnd = rightMargin + font.widthOfTextAtSize(leftText, fontSize);
  pages.forEach((page, index) => {
    const line = sorted.filter((header) => header.firstPage <= index + 1).at(-1)?.line ?? fallback;
    stamp(page, font, line, leftEnd);
  });
}

function stamp(page: PDFPage, font: PDFFont, line: string, leftEnd: number) {
  const { width, height } = page.getSize();
  const x = width - rightMargin - font.widthOfTextAtSize(line, fontSize);
  if (x < leftEnd + fontSize) {
    throw new Error(
      `[pdf] The tender pack's running header "${line}" is too long to sit beside the company line: shorten the document's title`,
    );
  }
  page.pushOperators(beginMarkedContent('Artifact'));
  page.drawText(line, { x, y: height - baselineFromTop, size: fontSize, font, color: rgb(0.2, 0.2, 0.2) });
  page.pushOperators(endMarkedContent());
}
