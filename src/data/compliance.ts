import { company, evidence, formatVatNumber } from './company';
import { alignedCredentials } from './credentials';
import { companiesHouseRecord, hmrcVatCheck, iasmeCertificateSearch, icoRegisterEntry } from './registers';
import { alignedStandardList, formatEdition, standardRowId } from './evidence';
import { formatUkDate, typedUkDate } from '../utils/date';
import { accessibilityDocument, insuranceDocument, policyDocumentRoute } from './policyDocuments';
import { routes } from './routes';
import { accessibilityStatement } from './accessibilityStatement';
import type { Approval } from './approval';
import { describeApprovalBriefly } from './signatures';

/** The rows of the /compliance hub, with values from the evidence data so the hub never disagrees with other pages. */
export type ComplianceRow = {
  /** The row's anchor on /compliance, so other pages can link to one piece of evidence. */
  id: string;
  what: string;
  status: string;
  /** YYYY-MM-DD. `kind` says whether it is a renewal/expiry, an approval or a review date. */
  date?: { kind: 'expires' | 'reviewed' | 'approved'; iso: string };
  link?: { label: string; href: string };
  /** The public register that verifies the status; `number` is in its address, or (`typed`) for the buyer to type. */
  register?: { label: string; href: string; number: string; typed?: true };
  /** One of our documents by its slug without the "/" (or `accessibility`): its facts are read from it, never typed here. */
  document?: string;
  /** A document linked for the date of other evidence (the ICO fee's renewal): its title and address only. */
  linkDocument?: string;
};

/** What the hub reads from a document's front matter. */
export type DocumentFacts = { title: string; version: string; last_reviewed: string; approval?: Approval };

/** A row for one of our documents; its link, date and version come from the document. */
const documentRow = (slug: string, row: Pick<ComplianceRow, 'id' | 'what' | 'status'>): ComplianceRow => ({
  ...row,
  document: slug,
});

export { companiesHouseRecord, icoRegisterEntry } from './registers';

export const complianceLabels = {
  caption: 'Evidence for buyers, with dates and documents',
  /** Above the credentials in their groups; each links to its row below, where the register is. */
  credentials: 'Certified, published and aligned',
  columns: ['What', 'Status', 'Date', 'Document'],
  noDate: 'Not applicable',
  onRequest: 'Available on request',
  companiesHouse: 'Check it on Companies House',
  icoRegister: 'Check it on the ICO register',
  iasmeRegister: "Check it on IASME's register of certificates",
  vatCheck: "Check it with HMRC's VAT number checker",
  /** The status of a standard we run in line with but no certification body has audited. */
  aligned: `${alignedCredentials.heading.replace(/ \(.*\)$/, '')}; not certified`,
  /** Followed by the tenders mailbox and its reply target. */
  /** Followed by the bid contact's name and role, the tenders mailbox and the office phone. */
  bidContact: 'Questions about a tender, or evidence not listed here: ask',
  tenderPack: 'Download the tender pack: every policy in one PDF',
  tenderPackIntro:
    'The tender pack is one PDF, ready to attach to a tender, in the order a selection questionnaire asks for evidence: who to contact, what to check and where, then the documents themselves, each with its dates; its contents page lists them.',
  everyPolicy: 'Every policy, one PDF at a time',
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
    what: 'Modern Slavery Statement',
    status: 'Published voluntarily (below the £36 million turnover threshold)',
  }),
  {
    id: 'cyber-essentials',
    what: evidence.cyberEssentials.level,
    status: `Certified, certificate ${evidence.cyberEssentials.number}, covering ${evidence.cyberEssentials.scope}; assessed against Requirements for IT Infrastructure ${evidence.cyberEssentials.requirements}. Its renewal will be assessed against the requirements current when the assessment account is created (${evidence.cyberEssentials.renewalRequirements.version} for accounts created after ${formatUkDate(evidence.cyberEssentials.renewalRequirements.since)})`,
    date: { kind: 'expires', iso: evidence.cyberEssentials.expires },
    register: {
      label: complianceLabels.iasmeRegister,
      href: iasmeCertificateSearch(evidence.cyberEssentials.number),
      number: evidence.cyberEssentials.number,
    },
  },
  ...alignedStandardList(evidence.alignedStandards).map((standard) =>
    documentRow(standard.document, {
      id: standardRowId(standard),
      what: `${formatEdition(standard)} ${standard.subject}`,
      status: complianceLabels.aligned,
    }),
  ),
  {
    id: 'social-value',
    what: 'Social value (PPN 002)',
    status:
      'No contract with social value commitments yet, so nothing delivered to report. When a contract has them, we agree measurable ones (apprenticeships, work placements, digital skills) and report them through its life',
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
    linkDocument: 'dataprotectionpolicy',
    register: {
      label: complianceLabels.icoRegister,
      href: icoRegisterEntry(evidence.icoRegistration),
      number: evidence.icoRegistration,
    },
  },
  {
    id: 'insurance',
    what: 'Insurance',
    status: `Professional indemnity ${evidence.insurance.professionalIndemnity}; public liability ${evidence.insurance.publicLiability}; employers' liability ${evidence.insurance.employersLiability}`,
    date: { kind: 'expires', iso: evidence.insurance.renewal },
    link: { label: insuranceDocument.title, href: routes.insuranceCertificate },
  },
  {
    id: 'company-registration',
    what: 'Company registration',
    status: `Registered in England and Wales, ${company.companyNumber}; D-U-N-S ${company.dunsNumber}`,
    register: {
      label: complianceLabels.companiesHouse,
      href: companiesHouseRecord(company.companyNumber),
      number: company.companyNumber,
    },
  },
  {
    id: 'vat-registration',
    what: 'VAT registration',
    status: `Registered for VAT, ${formatVatNumber(company.vatNumber)}`,
    register: {
      label: complianceLabels.vatCheck,
      href: hmrcVatCheck,
      number: formatVatNumber(company.vatNumber),
      typed: true,
    },
  },
  {
    id: 'frameworks',
    what: 'Public sector frameworks',
    status: evidence.frameworks,
  },
];

/** How a row's date reads on a given day: an expiry that has passed says so. */
export function describeDate(
  date: NonNullable<ComplianceRow['date']>,
  today: string,
): { text: string; expired: boolean } {
  const shown = formatUkDate(date.iso);
  if (date.kind !== 'expires') return { text: `${date.kind} ${shown}`, expired: false };
  const expired = date.iso < today;
  return { text: `${expired ? 'expired' : 'expires'} ${shown}`, expired };
}

/** Each policy's title, version, review date and approval (the content index's summaries), keyed by its slug without the slash. */
export function documentFactsBySlug(
  policies: readonly (DocumentFacts & { slug: string })[],
): Partial<Record<string, DocumentFacts>> {
  return Object.fromEntries(
    policies.map(({ slug, title, version, last_reviewed, approval }) => [
      slug.replace(/^\//, ''),
      { title, version, last_reviewed, approval },
    ]),
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The hub's rows with each document's facts read from the document; throws naming the row when no policy has its slug. */
export function withDocumentFacts(
  rows: readonly ComplianceRow[],
  facts: Readonly<Partial<Record<string, DocumentFacts>>>,
): ComplianceRow[] {
  const policyFacts = (row: ComplianceRow, slug: string): DocumentFacts => {
    const found = facts[slug];
    if (!found) {
      throw new Error(
        `src/data/compliance.ts: the hub row "${row.id}" names the document "${slug}", which no file in docs/policies has as its slug`,
      );
    }
    return found;
  };
  const linkTo = (row: ComplianceRow, slug: string) =>
    slug === accessibilityDocument.slug
      ? { label: accessibilityDocument.title, href: routes.accessibility }
      : { label: policyFacts(row, slug).title, href: policyDocumentRoute(`/${slug}`) };
  return rows.map((row) => {
    if (row.linkDocument) return { ...row, link: linkTo(row, row.linkDocument) };
    if (!row.document) return row;
    const link = linkTo(row, row.document);
    if (row.document === accessibilityDocument.slug) {
      const { status, standard, lastReviewed } = accessibilityStatement;
      return {
        ...row,
        link,
        status: `${capitalise(status)} with ${standard}. ${row.status}`,
        date: { kind: 'reviewed', iso: lastReviewed },
      };
    }
    const { approval, version, last_reviewed } = policyFacts(row, row.document);
    return {
      ...row,
      link,
      status: `${row.status}. Version ${version}${approval ? `, ${describeApprovalBriefly(approval)}` : ''}.`,
      date: approval ? { kind: 'approved', iso: approval.date } : { kind: 'reviewed', iso: last_reviewed },
    };
  });
}

/** Whether a link goes to one of our documents (a policy or the accessibility statement). */
const isDocumentHref = (href: string) => href.startsWith(`${routes.policies}/`) || href === routes.accessibility;

/** Hub rows naming a document that no policy file has as its slug (the accessibility statement is not a policy). */
export function unknownHubDocuments(
  rows: readonly ComplianceRow[],
  facts: Readonly<Partial<Record<string, DocumentFacts>>>,
): string[] {
  return rows.flatMap((row) =>
    [row.document, row.linkDocument]
      .filter((slug): slug is string => slug !== undefined && slug !== accessibilityDocument.slug && !facts[slug])
      .map((slug) => `row "${row.id}" names the document "${slug}", which no file in docs/policies has as its slug`),
  );
}

/** The rule that keeps the hub honest: a row names its document (`document`) and types no date, version or approval of it. */
export function complianceRowProblems(rows: readonly ComplianceRow[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const linked = row.link && isDocumentHref(row.link.href) ? row.link.href : undefined;
    if (row.document && row.date) {
      problems.push(`row "${row.id}": the date of ${row.document} comes from the document; remove "date"`);
    }
    if (row.document && (typedUkDate().test(row.status) || /\bversion \d/i.test(row.status))) {
      problems.push(
        `row "${row.id}": a date or version of ${row.document} is typed in its status; the document records it`,
      );
    }
    // A document's title and address come from the document, so a row names it rather than typing a link.
    if (linked) {
      problems.push(
        `row "${row.id}" links to ${linked} but does not name it in "document" (or "linkDocument"), so its title would be typed`,
      );
    }
  }
  return problems;
}
