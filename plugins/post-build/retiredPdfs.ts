import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib';
import { pdfFile, retiredPdfWords } from '../../src/data/pdfs';

/** A retired document's old PDF, and where a reader goes instead: its replacement, or the list of documents. */
export type RetiredPdf = { slug: string; company: string; next: { title: string; url: string; replaced: boolean } };

/**
 * A one-page notice for a retired document's old PDF address, which bookmarks and tender portals keep: it names the
 * document that replaced it (or the list of current documents) and links to it, instead of a silent 404.
 */
export async function retiredPdfNotice({ slug, company, next }: RetiredPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(retiredPdfWords.title(slug));
  pdf.setAuthor(company);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  let y = 760;
  const line = (text: string, font = regular, size = 12) => {
    page.drawText(text, { x: 60, y, size, font, color: rgb(0, 0, 0), maxWidth: 475, lineHeight: size * 1.4 });
    y -= size * 1.4 * Math.ceil(font.widthOfTextAtSize(text, size) / 475) + 10;
  };
  line(company, bold, 14);
  line(retiredPdfWords.title(slug), bold, 18);
  line(next.replaced ? retiredPdfWords.replacedBy(next.title) : retiredPdfWords.noReplacement);
  const linkY = y;
  line(next.url, regular, 12);
  // The address is also a link, so a click from a portal's viewer lands on the current version.
  const width = regular.widthOfTextAtSize(next.url, 12);
  const link = pdf.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [60, linkY - 3, 60 + Math.min(width, 475), linkY + 12],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(next.url) },
  });
  page.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]));
  return pdf.save();
}

/** Writes each notice at the retired document's old PDF address; returns the build's line about them. */
export async function writeRetiredPdfs(outDir: string, notices: readonly RetiredPdf[]): Promise<string> {
  for (const notice of notices) {
    const file = path.join(outDir, pdfFile(notice.slug).replace(/^\//, ''));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await retiredPdfNotice(notice));
  }
  return `[pdf] ${notices.length} retired document(s) answered at their old PDF address with a notice naming what replaced them`;
}
