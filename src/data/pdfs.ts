// The tender-ready PDFs that the post-build plugin (plugins/post-build/pdfs.ts)
// prints from the built pages at the end of `docusaurus build`. One list, read by the PDF step, the pages that
// offer a download and the tests.
import { documentRoute, documentSlugs } from './pages';

export type PdfDocument = {
  /** The file's name, without .pdf. */
  slug: string;
  /** The page printed, without the base URL. */
  route: string;
};

/** Where the PDFs are published, without the base URL. */
export const pdfFolder = '/pdf';

/** Every document in the pages record, printed from its page. */
export const pdfDocuments: readonly PdfDocument[] = documentSlugs.map((slug) => ({
  slug,
  route: `${documentRoute(slug)}/`,
}));

export const pdfFile = (slug: string) => `${pdfFolder}/${slug}.pdf`;

/** Every document above in one file, with a contents page. */
/** The tender pack's name among the PDFs: its file and its entry in sizes.json. */
export const tenderPackSlug = 'tender-pack';
export const tenderPackFile = pdfFile(tenderPackSlug);

export const pdfLabels = {
  download: 'Download PDF',
  tenderPackTitle: 'Tender pack',
} as const;
