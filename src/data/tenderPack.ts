// The tender pack's order and its own pages' words: read by the build (plugins/post-build) and the tests, never by a
// page, so the site's scripts do not carry them.
/**
 * The tender pack's sections, in the order a selection questionnaire asks for evidence: certificates and insurance
 * first, the plan and the statement, the policies a buyer asks for, then the website's own notices as an appendix.
 * A policy's front matter names its section (`pack_section`, default `policies`).
 */
export const packSections = {
  certificates: 'Certificates and insurance',
  statements: 'Carbon Reduction Plan and Modern Slavery Statement',
  policies: 'Policies',
  'website-notices': 'Appendix: website notices',
} as const;

export type PackSection = keyof typeof packSections;

/** The pack's documents in its order: by section, and within one in the policies' order. */
export function inPackOrder<T extends { packSection: PackSection }>(documents: readonly T[]): T[] {
  const sections = Object.keys(packSections);
  return documents
    .map((doc, index) => ({ doc, index }))
    .sort((a, b) => sections.indexOf(a.doc.packSection) - sections.indexOf(b.doc.packSection) || a.index - b.index)
    .map(({ doc }) => doc);
}

/** The words of the pack's own pages (the cover's and the glance page's are in ./pdfs.ts and ./supplierAtAGlance.ts). */
export const packLabels = {
  contentsIntro:
    'Each document opens with its owner, version, approval and review dates, and its history a line a year; our website keeps every version.',
  contacts: 'Contacts and references',
  caseStudies: 'Case studies and referees',
  /** A case study's referee, as its front matter's `reference` says. */
  referee: (available: boolean) =>
    available ? 'A referee at the client, for shortlisted buyers, on request' : 'No referee available',
} as const;
