import { company, evidence } from './company';
import { formatEdition } from './evidence';
import { formatUkDate, typedUkDate } from '../utils/date';
import { documentLink, documentSlugs, type DocumentSlug } from './pages';
import { routes } from './routes';
import { accessibilityStatement } from './accessibilityStatement';
import { describeApprovalBriefly, type Approval } from './approval';

/**
 * The rows of the /compliance hub: what a buyer asks for, where we stand,
 * and where the document is. Values come from the evidence data, so the hub
 * never disagrees with the footer or the policies.
 */
export type ComplianceRow = {
  /** The row's anchor on /compliance, so other pages can link to one piece of evidence. */
  id: string;
  what: string;
  status: string;
  /** YYYY-MM-DD. `kind` says whether it is a renewal/expiry, an approval or a review date. */
  date?: { kind: 'expires' | 'reviewed' | 'approved'; iso: string };
  link?: { label: string; href: string };
  /** The public register that verifies the status, built from the number it shows. */
  register?: { label: string; href: string };
  /**
   * One of our own documents: its date, version and approval are read from
   * the document (see `withDocumentFacts`), never typed here.
   */
  document?: DocumentSlug;
};

/** What the hub reads from a document's front matter. */
export type DocumentFacts = { version: string; last_reviewed: string; approval?: Approval };

/** A row for one of our documents, linked by the title it has everywhere; no date of its own. */
const documentRow = (slug: DocumentSlug, row: Pick<ComplianceRow, 'id' | 'what' | 'status'>): ComplianceRow => {
  const { label, to } = documentLink(slug);
  return { ...row, document: slug, link: { label, href: to } };
};

/** The public register entry for a company number (Companies House's own service). */
export const companiesHouseRecord = (companyNumber: string) =>
  `https://find-and-update.company-information.service.gov.uk/company/${companyNumber}`;

/** The entry for a registration number in the ICO's register of fee payers. */
export const icoRegisterEntry = (registration: string) => `https://ico.org.uk/ESDWebPages/Entry/${registration}`;

export const complianceLabels = {
  caption: 'Evidence for buyers, with dates and documents',
  columns: ['What', 'Status', 'Date', 'Document'],
  noDate: 'Not applicable',
  onRequest: 'Available on request',
  companiesHouse: 'Check it on Companies House',
  icoRegister: 'Check it on the ICO register',
  /** Followed by the tenders mailbox and its reply target. */
  bidContact: 'Questions about a tender, or evidence not listed here:',
  tenderPack: 'Download the tender pack: every policy in one PDF',
  tenderPackIntro:
    'One PDF with a contents page and every policy below, each with its version history, ready to attach to a tender.',
} as const;

export const complianceIntro = {
  title: 'Procurement and compliance',
  description:
    'The evidence buyers ask for in a tender: our Carbon Reduction Plan, certificates, registrations, insurance and policies, each with its date and a link to the document.',
};

export const complianceRows: readonly ComplianceRow[] = [
  documentRow('carbonreductionplan', {
    id: 'carbon-reduction-plan',
    what: 'Carbon Reduction Plan (PPN 006)',
    status: 'Published; commits to Net Zero by 2050',
  }),
  documentRow('modernslaverypolicy', {
    id: 'modern-slavery-statement',
    what: 'Modern slavery statement',
    status: 'Published voluntarily (below the £36 million turnover threshold)',
  }),
  {
    id: 'cyber-essentials',
    what: evidence.cyberEssentials.level,
    status: `Certified, certificate ${evidence.cyberEssentials.number}`,
    date: { kind: 'expires', iso: evidence.cyberEssentials.expires },
  },
  documentRow('bcms', {
    id: 'business-continuity',
    what: `${formatEdition(evidence.alignedStandards.businessContinuity)} business continuity`,
    status: 'Aligned, not certified',
  }),
  documentRow('qmspolicy', {
    id: 'quality-management',
    what: `${formatEdition(evidence.alignedStandards.quality)} quality management`,
    status: 'Aligned, not certified',
  }),
  {
    id: 'social-value',
    what: 'Social value (PPN 002)',
    status:
      'Measurable commitments agreed per contract (apprenticeships, work placements, digital skills), reported through its life',
    link: { label: 'Quality and social value', href: `${routes.servicesRoot}/#quality-and-social-value` },
  },
  documentRow('accessibility', {
    id: 'accessibility',
    what: 'Accessibility statement',
    status: 'The statement lists what does not yet meet the standard, and when it will',
  }),
  {
    id: 'data-protection',
    what: 'Data protection',
    status: `Registered with the ICO, ${evidence.icoRegistration}`,
    date: { kind: 'expires', iso: evidence.icoRenewal },
    link: { label: documentLink('dataprotectionpolicy').label, href: documentLink('dataprotectionpolicy').to },
    register: { label: complianceLabels.icoRegister, href: icoRegisterEntry(evidence.icoRegistration) },
  },
  {
    id: 'insurance',
    what: 'Insurance',
    status: `Professional indemnity ${evidence.insurance.professionalIndemnity}; public liability ${evidence.insurance.publicLiability}; employer's liability ${evidence.insurance.employersLiability}`,
    date: { kind: 'expires', iso: evidence.insurance.renewal },
  },
  {
    id: 'company-registration',
    what: 'Company registration',
    status: `Registered in England and Wales, ${company.companyNumber}; D-U-N-S ${company.dunsNumber}`,
    register: { label: complianceLabels.companiesHouse, href: companiesHouseRecord(company.companyNumber) },
  },
];

/**
 * How a row's date reads on a given day. An expiry that has passed says so
 * ("expired 3 March 2026") rather than looking current.
 */
export function describeDate(
  date: NonNullable<ComplianceRow['date']>,
  today: string,
): { text: string; expired: boolean } {
  const shown = formatUkDate(date.iso);
  if (date.kind !== 'expires') return { text: `${date.kind} ${shown}`, expired: false };
  const expired = date.iso < today;
  return { text: `${expired ? 'expired' : 'expires'} ${shown}`, expired };
}

/** Each policy's version, review date and approval (the content index's summaries), keyed by its slug without the slash. */
export function documentFactsBySlug(
  policies: readonly (DocumentFacts & { slug: string })[],
): Partial<Record<DocumentSlug, DocumentFacts>> {
  return Object.fromEntries(
    policies.map(({ slug, version, last_reviewed, approval }) => [
      slug.replace(/^\//, ''),
      { version, last_reviewed, approval },
    ]),
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The hub's rows with each document's date, version and approval read from
 * the document itself: policies from their front matter (`facts`, the
 * content index), the accessibility statement from its one record. Throws
 * naming the document when the index lacks it, so the build stops.
 */
export function withDocumentFacts(
  rows: readonly ComplianceRow[],
  facts: Readonly<Partial<Record<DocumentSlug, DocumentFacts>>>,
): ComplianceRow[] {
  return rows.map((row) => {
    if (!row.document) return row;
    if (row.document === 'accessibility') {
      const { status, standard, lastReviewed } = accessibilityStatement;
      return {
        ...row,
        status: `${capitalise(status)} with ${standard}. ${row.status}`,
        date: { kind: 'reviewed', iso: lastReviewed },
      };
    }
    const found = facts[row.document];
    if (!found) throw new Error(`The compliance hub row "${row.id}" names ${row.document}, which no policy file has`);
    const { approval, version, last_reviewed } = found;
    return {
      ...row,
      status: `${row.status}. Version ${version}${approval ? `, ${describeApprovalBriefly(approval)}` : ''}.`,
      date: approval ? { kind: 'approved', iso: approval.date } : { kind: 'reviewed', iso: last_reviewed },
    };
  });
}

/**
 * The rule that keeps the hub honest: a row about one of our documents names
 * it (`document`) and types no date, version or approval of it, which the
 * document alone records. The build and a unit test run this.
 */
export function complianceRowProblems(rows: readonly ComplianceRow[]): string[] {
  const problems: string[] = [];
  const documentByHref = new Map(documentSlugs.map((slug) => [documentLink(slug).to, slug]));
  for (const row of rows) {
    const linked = row.link && documentByHref.get(row.link.href);
    if (row.document && row.date) {
      problems.push(`row "${row.id}": the date of ${row.document} comes from the document; remove "date"`);
    }
    if (row.document && (typedUkDate().test(row.status) || /\bversion \d/i.test(row.status))) {
      problems.push(
        `row "${row.id}": a date or version of ${row.document} is typed in its status; the document records it`,
      );
    }
    // A row may link a document for a date of other evidence (the ICO fee's renewal), never for the document's own.
    if (linked && !row.document && row.date?.kind !== 'expires') {
      problems.push(
        `row "${row.id}" links to ${linked} but does not name it in "document", so its date would be typed`,
      );
    }
  }
  return problems;
}
