/**
 * Names of rules, notes and bodies that have been replaced: `npm run lint` fails where Markdown or data names one
 * without its replacement in the same paragraph. When a rule changes, add it here (EDITING.md).
 */
export type SupersededName = {
  /** The old name, as people write it. */
  name: string;
  /** Matches the old name in text (case-insensitive). */
  pattern: RegExp;
  /** The current name to use instead. */
  replacedBy: string;
  /** Matches the current name; a paragraph naming it may mention the old one as history. */
  replacementPattern: RegExp;
  /** When the replacement took effect, YYYY-MM-DD. */
  since: string;
  /** A primary source that says so. */
  source: string;
};

export const supersededNames: readonly SupersededName[] = [
  {
    name: 'PPN 06/21',
    pattern: /\bPPN\s?0?6\/21\b/i,
    replacedBy: 'PPN 006',
    replacementPattern: /\bPPN\s?006\b/i,
    since: '2025-02-24',
    source:
      'https://www.gov.uk/government/publications/ppn-006-taking-account-of-carbon-reduction-plans-in-the-procurement-of-major-government-contracts',
  },
  {
    name: 'PPN 06/20',
    pattern: /\bPPN\s?0?6\/20\b/i,
    replacedBy: 'PPN 002',
    replacementPattern: /\bPPN\s?002\b/i,
    since: '2025-02-24',
    source:
      'https://www.gov.uk/government/publications/ppn-002-taking-account-of-social-value-in-the-award-of-contracts',
  },
  {
    name: 'PPN 09/23',
    pattern: /\bPPN\s?0?9\/23\b/i,
    replacedBy: 'PPN 014',
    replacementPattern: /\bPPN\s?014\b/i,
    since: '2025-02-24',
    source: 'https://www.gov.uk/government/publications/ppn-014-updates-to-the-cyber-essentials-scheme',
  },
  {
    name: 'selection stage',
    pattern: /\bselection stage\b/i,
    replacedBy: 'conditions of participation (Procurement Act 2023)',
    replacementPattern: /\bconditions of participation\b/i,
    since: '2025-02-24',
    source: 'https://www.legislation.gov.uk/ukpga/2023/54/section/22',
  },
  {
    name: 'Crown Commercial Service',
    pattern: /\bCrown Commercial Service\b/i,
    replacedBy: 'Government Commercial Agency',
    replacementPattern: /\bGovernment Commercial Agency\b/i,
    since: '2026-04-01',
    source: 'https://www.gov.uk/government/organisations/government-commercial-agency',
  },
  {
    name: 'Action Fraud',
    pattern: /\bAction Fraud\b/i,
    replacedBy: 'Report Fraud',
    replacementPattern: /\bReport Fraud\b/i,
    since: '2025-12-04',
    source: 'https://www.reportfraud.police.uk/',
  },
  {
    name: 'PECR regulation 6(4)',
    pattern: /\bregulation 6\(4\)/i,
    replacedBy: 'PECR Schedule A1 (exceptions to the consent rule)',
    replacementPattern: /\bSchedule A1\b/i,
    since: '2026-02-05',
    source: 'https://www.legislation.gov.uk/ukpga/2025/18/section/112',
  },
  {
    name: 'UK GDPR Article 22 (automated decisions)',
    pattern: /\bArticle 22(?![A-D])\b/i,
    replacedBy: 'UK GDPR Articles 22A to 22D',
    replacementPattern: /\bArticles? 22[A-D]\b/i,
    since: '2026-02-05',
    source: 'https://www.legislation.gov.uk/ukpga/2025/18/section/80',
  },
  {
    name: 'ISO 14001:2015',
    pattern: /\bISO\s?14001:2015\b/i,
    replacedBy: 'ISO 14001:2026',
    replacementPattern: /\bISO\s?14001:2026\b/i,
    since: '2026-04-15',
    source: 'https://www.cencenelec.eu/news-events/news/2026/brief-news/2026-04-15-new-version-of-en-iso-14001/',
  },
  {
    name: 'ISO 9001:2008',
    pattern: /\bISO\s?9001:2008\b/i,
    replacedBy: 'ISO 9001:2015',
    replacementPattern: /\bISO\s?9001:2015\b/i,
    since: '2015-09-15',
    source: 'https://www.iso.org/iso-9001-quality-management.html',
  },
];
