/**
 * The evidence a buyer asks for in a tender, re-exported from company.ts. Every number, level, amount, date and name
 * is a fictional stand-in for the business to confirm before launch (README, "Configuration"). Dates are YYYY-MM-DD.
 */

export type Certificate = {
  /** As printed on the certificate. */
  number: string;
  issued: string;
  expires: string;
};

export type Evidence = {
  cyberEssentials: Certificate & {
    level: 'Cyber Essentials' | 'Cyber Essentials Plus';
    /** What the certificate covers, as it says: the whole organisation, or a named sub-set. */
    scope: string;
    /** The version of the NCSC's Requirements for IT Infrastructure it was assessed against. */
    requirements: string;
    /**
     * The version new assessment accounts have used since `since`. A renewal is assessed against the requirements
     * current when its assessment account is created, which may be a later one.
     */
    renewalRequirements: { version: string; since: string };
  };
  /** ICO data protection fee register: ZA or ZB followed by six digits. */
  icoRegistration: string;
  icoRenewal: string;
  insurance: {
    /** The insurer named on the schedule, and the policy's number as printed there. */
    insurer: string;
    policyNumber: string;
    /** The first day of the current period of insurance; `renewal` is the day it ends. */
    from: string;
    professionalIndemnity: string;
    publicLiability: string;
    /** The law sets £5 million as the minimum (SI 1998/2573, regulation 3). */
    employersLiability: string;
    renewal: string;
  };
  /** Where we stand on the public sector's buying frameworks, in one quotable sentence. "Not listed" is an answer. */
  frameworks: string;
  /** Run in line with the standards; no certification body has audited us. */
  alignedStandards: Record<AlignedStandardKey, AlignedStandard>;
  /** Whose analysts watch clients' security alerts outside office hours: a partner's SOC under contract to us. */
  socPartner: string;
  /** The UK transfer safeguard agreed with EmailJS (Singapore), read after "the safeguard is". Confirm it is signed. */
  emailjsTransferSafeguard: string;
};

export type AlignedStandardKey = 'businessContinuity' | 'quality' | 'informationSecurity' | 'environmental';

export type AlignedStandard = {
  /** As people name it, without the year: 'ISO 22301'. */
  name: string;
  /** What it covers, in a phrase that follows the name: 'business continuity'; its row on /compliance is named after it. */
  subject: string;
  /** The slug (without "/") of our policy that sets out how we follow it. */
  document: string;
  edition: string;
  /** Amendments in force that we follow, e.g. ISO's 2024 climate action amendment. */
  amendment?: string;
  reviewed: string;
};

/** "ISO 22301:2019 and its amendment Amd 1:2024 (climate action changes)" */
export function formatStandard(standard: AlignedStandard): string {
  const edition = `${standard.name}:${standard.edition}`;
  return standard.amendment ? `${edition} and its amendment ${standard.amendment}` : edition;
}

/** Every standard we align with, in one order: the home page, the hub, the service pages and the pack all print this. */
export const alignedStandardList = (standards: Record<AlignedStandardKey, AlignedStandard>): AlignedStandard[] =>
  Object.values(standards);

/** Its row's anchor on /compliance: 'business-continuity'. */
export const standardRowId = (standard: AlignedStandard) => standard.subject.replace(/ /g, '-');

/** "ISO 22301:2019/Amd 1:2024", as ISO writes an edition with its amendment: short enough for a table cell. */
export function formatEdition(standard: AlignedStandard): string {
  const amendment = standard.amendment ? `/${standard.amendment.replace(/ \(.*\)$/, '')}` : '';
  return `${standard.name}:${standard.edition}${amendment}`;
}

export const evidence = {
  cyberEssentials: {
    level: 'Cyber Essentials Plus',
    number: 'IASME-CEP-012345',
    scope: 'the whole organisation',
    requirements: 'v3.2',
    // IASME, "Upcoming changes to the Cyber Essentials scheme, April 2026 update": v3.3 applies to assessment accounts
    // created after 27 April 2026 (iasme.co.uk/articles/upcoming-changes-to-the-cyber-essentials-scheme-april-2026-update/).
    // Confirm before each renewal.
    renewalRequirements: { version: 'v3.3', since: '2026-04-27' },
    issued: '2026-04-14',
    expires: '2027-04-14',
  },
  icoRegistration: 'ZB123456',
  icoRenewal: '2027-03-01',
  insurance: {
    insurer: 'Example Underwriting plc',
    policyNumber: 'EU-TCL-2026-004417',
    from: '2026-02-01',
    professionalIndemnity: '£2 million',
    publicLiability: '£5 million',
    employersLiability: '£10 million',
    renewal: '2027-02-01',
  },
  frameworks:
    "Not listed on the Government Commercial Agency's G-Cloud or Digital Outcomes and Specialists frameworks; we bid for contracts advertised on Find a Tender, directly or as a subcontractor",
  alignedStandards: {
    businessContinuity: {
      name: 'ISO 22301',
      subject: 'business continuity',
      document: 'bcms',
      edition: '2019',
      amendment: 'Amd 1:2024 (climate action changes)',
      reviewed: '2026-11-23',
    },
    // The 2015 edition, as amended in 2024, until ISO publishes its revision (qmspolicy.md says how we will move).
    quality: {
      name: 'ISO 9001',
      subject: 'quality management',
      document: 'qmspolicy',
      edition: '2015',
      amendment: 'Amd 1:2024 (climate action changes)',
      reviewed: '2026-11-23',
    },
    informationSecurity: {
      name: 'ISO/IEC 27001',
      subject: 'information security',
      document: 'informationsecuritypolicy',
      edition: '2022',
      amendment: 'Amd 1:2024 (climate action changes)',
      reviewed: '2026-11-27',
    },
    // The 2026 edition replaced the 2015 edition and its 2024 amendment on 15 April 2026 (src/data/superseded.ts).
    environmental: {
      name: 'ISO 14001',
      subject: 'environmental management',
      document: 'environmentalpolicy',
      edition: '2026',
      reviewed: '2026-11-29',
    },
  },
  socPartner: 'Northwall Security Operations Ltd',
  emailjsTransferSafeguard:
    "the Information Commissioner's International Data Transfer Addendum to the EU Standard Contractual Clauses, which we have agreed with EmailJS alongside its data processing agreement",
} as const satisfies Evidence;

/** The values above still samples, as company.ts's `companySamples`; remove a name once confirmed. ISO editions are facts. */
export const evidenceSamples = [
  'cyberEssentials',
  'icoRegistration',
  'icoRenewal',
  'insurance',
  'frameworks',
  'socPartner',
  'emailjsTransferSafeguard',
] as const satisfies readonly (keyof Evidence)[];
