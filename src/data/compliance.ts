import { company, evidence } from './company';
import { formatEdition } from './evidence';
import { formatUkDate } from '../utils/date';
import { documentLink, type DocumentSlug } from './pages';
import { routes } from './routes';

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
  /** YYYY-MM-DD. `kind` says whether it is a renewal/expiry or a review date. */
  date?: { kind: 'expires' | 'reviewed'; iso: string };
  link?: { label: string; href: string };
};

/** A row's link to one of our documents, by the title it has everywhere. */
const document = (slug: DocumentSlug) => {
  const { label, to } = documentLink(slug);
  return { label, href: to };
};

export const complianceLabels = {
  caption: 'Evidence for buyers, with dates and documents',
  columns: ['What', 'Status', 'Date', 'Document'],
  noDate: 'Not applicable',
  onRequest: 'Available on request',
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
  {
    id: 'carbon-reduction-plan',
    what: 'Carbon Reduction Plan (PPN 006)',
    status: 'Published, signed by a director, Net Zero by 2050',
    date: { kind: 'reviewed', iso: '2026-11-22' },
    link: document('carbonreductionplan'),
  },
  {
    id: 'modern-slavery-statement',
    what: 'Modern slavery statement',
    status: 'Published voluntarily (below the £36 million turnover threshold)',
    link: document('modernslaverypolicy'),
  },
  {
    id: 'cyber-essentials',
    what: evidence.cyberEssentials.level,
    status: `Certified, certificate ${evidence.cyberEssentials.number}`,
    date: { kind: 'expires', iso: evidence.cyberEssentials.expires },
  },
  {
    id: 'business-continuity',
    what: `${formatEdition(evidence.alignedStandards.businessContinuity)} business continuity`,
    status: 'Aligned, not certified',
    link: document('bcms'),
  },
  {
    id: 'quality-management',
    what: `${formatEdition(evidence.alignedStandards.quality)} quality management`,
    status: 'Aligned, not certified',
    link: document('qmspolicy'),
  },
  {
    id: 'social-value',
    what: 'Social value (PPN 002)',
    status:
      'Measurable commitments agreed per contract (apprenticeships, work placements, digital skills), reported through its life',
    link: { label: 'Quality and social value', href: `${routes.servicesRoot}/#quality-and-social-value` },
  },
  {
    id: 'accessibility',
    what: 'Accessibility statement',
    status: 'Website built to WCAG 2.2 AA',
    link: document('accessibility'),
  },
  {
    id: 'data-protection',
    what: 'Data protection',
    status: `Registered with the ICO, ${evidence.icoRegistration}`,
    date: { kind: 'expires', iso: evidence.icoRenewal },
    link: document('dataprotectionpolicy'),
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
  if (date.kind === 'reviewed') return { text: `reviewed ${shown}`, expired: false };
  const expired = date.iso < today;
  return { text: `${expired ? 'expired' : 'expires'} ${shown}`, expired };
}
