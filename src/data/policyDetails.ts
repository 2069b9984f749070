// Labels of the "Policy details" panel that every policy shows under its title.
export const policyDetailsLabels = {
  heading: 'Policy details',
  owner: 'Owner',
  version: 'Version',
  lastReviewed: 'Last reviewed',
  nextReview: 'Next review',
  currentAt: 'Current version at',
  /** "Approved by the Managing Director on 23 November 2026." */
  approvedBy: 'Approved by',
  approvedOn: 'on',
  /**
   * A document with no approval record: each version goes live once its owner approves the change (EDITING.md, "How a
   * change goes live"). "Approved by its owner, the Head of Cyber Security, on 27 November 2026."
   */
  itsOwner: 'its owner, the',
  /** "Adopted on 4 March 2019; published on this website since 27 November 2026." */
  adopted: (adopted: string, firstPublished: string) =>
    `Adopted on ${adopted}; published on this website since ${firstPublished}.`,
} as const;

/** The version history: the latest this many versions show, the rest wait behind a disclosure. */
export const versionHistory = {
  shown: 3,
  caption: 'Version history',
  earlierCaption: 'Earlier versions',
  earlierSummary: (count: number) => `Earlier versions (${count})`,
  /** On paper: "2026, version 2.6: November 2026 review …". */
  yearLine: (year: string, version: string, summary: string) => `${year}, version ${version}: ${summary}`,
} as const;
