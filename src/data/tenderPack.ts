// The tender pack's order and its own pages' words: read by the build (plugins/post-build) and the tests, never by a
// page, so the site's scripts do not carry them.
/**
 * The tender pack's sections, in the order a selection questionnaire asks for evidence: certificates and insurance
 * first, the plan and the statement, the policies a buyer asks for, then the website's own notices as an appendix.
 * A policy's front matter names its section (`pack_section`, default `policies`).
 */
export const packSections = {
  certificates: 'Certificates, registrations and insurance',
  statements: 'Carbon Reduction Plan and Modern Slavery Statement',
  policies: 'Policies',
  'website-notices': 'Appendix: website notices',
} as const;

export type PackSection = keyof typeof packSections;

/**
 * The policies in the order a selection questionnaire asks for them, by slug. A policy not named here follows them in
 * the site's order, so a new one still lands in the section its front matter names.
 */
export const askedOrder: readonly string[] = [
  'healthandsafetypolicy',
  'equalitypolicy',
  'antibriberypolicy',
  'informationsecuritypolicy',
  'dataprotectionpolicy',
  'whistleblowingpolicy',
  'suppliercodeofconduct',
  'environmentalpolicy',
  'qmspolicy',
  'bcms',
  'vulnerabilitydisclosure',
];

/** The pack's documents in its order: by section, then as a questionnaire asks, then in the site's order. */
export function inPackOrder<T extends { packSection: PackSection; slug: string }>(documents: readonly T[]): T[] {
  const sections = Object.keys(packSections);
  const asked = (slug: string) => {
    const position = askedOrder.indexOf(slug.replace(/^\//, ''));
    return position < 0 ? askedOrder.length : position;
  };
  return documents
    .map((doc, index) => ({ doc, index }))
    .sort(
      (a, b) =>
        sections.indexOf(a.doc.packSection) - sections.indexOf(b.doc.packSection) ||
        asked(a.doc.slug) - asked(b.doc.slug) ||
        a.index - b.index,
    )
    .map(({ doc }) => doc);
}

/** The words of the pack's own pages (the cover's and the glance page's are in ./pdfs.ts and ./supplierAtAGlance.ts). */
export const packLabels = {
  contentsIntro:
    'Each document with a version opens with its owner, version, approval and review dates, and a line a year of its history; our website keeps every version.',
  contacts: 'Contacts and references',
  certificates: 'Certificates and registrations',
  /** How the insurance is checked: the insurer and policy number, and the page of our summary of cover in the pack. */
  insuranceCheck: (insurer: string, policyNumber: string, page: number | undefined) =>
    `Ask ${insurer}, quoting policy ${policyNumber}; our summary of cover is ${page ? `on page ${page}` : 'in this pack'}`,
  caseStudies: 'Case studies and referees',
  /** A case study's referee, as its front matter's `reference` says. */
  referee: (available: boolean) => (available ? 'Available to shortlisted buyers, on request' : 'Not available'),
} as const;
