// The tender-ready PDFs the post-build plugin prints, from the policies' front matter (`pdf`, `tender_pack`).
import { accessibilityDocument, insuranceDocument, policyDocumentRoute } from './policyDocuments';
import { routes } from './routes';

import type { PackSection } from './tenderPack';

export type PdfDocument = {
  /** The file's name, without .pdf. */
  slug: string;
  /** The page printed, without the base URL. */
  route: string;
  /** Whether the tender pack includes it. */
  tenderPack: boolean;
  /** Where the pack puts it. */
  packSection: PackSection;
};

/** What the PDF list needs of a policy: its front matter's slug and choices. */
export type PrintablePolicy = { slug: string; pdf: boolean; tender_pack: boolean; pack_section: PackSection };

/** Where the PDFs are published, without the base URL. */
export const pdfFolder = '/pdf';

/** Every policy its front matter has printed, in the policies' order, then the accessibility statement and the summary of insurance cover. */
export function pdfDocuments(policies: readonly PrintablePolicy[]): PdfDocument[] {
  return [
    ...policies
      .filter((policy) => policy.pdf)
      .map((policy) => ({
        slug: policy.slug.replace(/^\//, ''),
        route: `${policyDocumentRoute(policy.slug)}/`,
        tenderPack: policy.tender_pack,
        packSection: policy.pack_section,
      })),
    {
      slug: accessibilityDocument.slug,
      route: `${routes.accessibility}/`,
      tenderPack: true,
      packSection: 'website-notices',
    },
    {
      slug: insuranceDocument.slug,
      route: `${routes.insuranceCertificate}/`,
      tenderPack: true,
      packSection: 'certificates',
    },
  ];
}

export const pdfFile = (slug: string) => `${pdfFolder}/${slug}.pdf`;

/** The tender pack's name among the PDFs: its file and its entry in sizes.json. */
export const tenderPackSlug = 'tender-pack';
export const tenderPackFile = pdfFile(tenderPackSlug);

export const pdfLabels = {
  download: 'Download PDF',
  tenderPackTitle: 'Tender pack',
  /** The pack's download wherever a buyer starts: the home page's first screen and the end of the phone menu. */
  tenderPackLink: 'Tender pack PDF',
  contents: 'Contents',
  bidContact: 'Bid contact',
  whereToCheck: 'Where to check',
} as const;

/** The one page at a retired document's old PDF address (plugins/post-build/retiredPdfs.ts). */
export const retiredPdfWords = {
  title: (slug: string) => `${slug}.pdf has been retired`,
  replacedBy: (title: string) => `This document is no longer current. It has been replaced by our ${title}, at:`,
  noReplacement: 'This document is no longer current, and nothing replaces it. Our current policies are listed at:',
} as const;
