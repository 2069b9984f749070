import { listInProse } from '../utils/listInProse';
import { companySamples } from './company';
import { evidenceSamples } from './evidence';

/**
 * Every sample on the site, in one record. While it names anything, every page shows the demonstration notice, every
 * PDF's header says so, and scripts/check-samples.ts refuses a deploy unless the repository allows a demonstration.
 */
export type SampleKind = 'identity' | 'evidence' | 'content';
export type SampleRecord = Readonly<Record<SampleKind, readonly string[]>>;

/** Invented content: each file, and what in it is invented. Remove an entry when the business has replaced it. */
export type ContentSample = { file: string; what: string };

export const contentSamples: readonly ContentSample[] = [
  { file: 'docs/policies/carbonreductionplan.md', what: 'the baseline and headcount, and the figures in its prose' },
  { file: 'src/data/carbonEmissions.ts', what: "the Carbon Reduction Plan's emissions figures" },
  { file: 'docs/policies/modernslaverypolicy.md', what: "the year's KPI results" },
  { file: 'src/data/headlineStats.ts', what: 'every headline figure and the basis it gives' },
  {
    file: 'docs/policies',
    what: "each document's adoption date (`adopted`) and the facts of its history before this website",
  },
  { file: 'blog/2026-02-17-rugged-ai-apps-dubai-warehouses.md', what: 'the case study and its quotation' },
  { file: 'blog/2026-04-21-carbon-reduction-plan-merseyside-facilities.md', what: 'the case study and its quotation' },
  {
    file: 'blog/2026-09-15-cyber-essentials-plus-further-education-college.md',
    what: 'the case study and its quotation',
  },
];

/** Identity kept in a file of its own: the team is who the company is. */
export const identityFileSamples: readonly ContentSample[] = [
  { file: 'src/data/team.json', what: 'every person, qualification and clearance' },
];

export const samples: SampleRecord = {
  identity: [
    ...companySamples.map((name) => `company.${name}`),
    ...identityFileSamples.map(({ file, what }) => `${file} (${what})`),
  ],
  evidence: evidenceSamples.map((name) => `evidence.${name}`),
  content: contentSamples.map(({ file, what }) => `${file} (${what})`),
};

/** What of each kind is a sample, as the notice names it: two lines at most on a 375 px phone. */
const kindInWords: Record<SampleKind, readonly string[]> = {
  identity: ['company details', 'team'],
  evidence: ['certificates', 'insurance'],
  // A case study's quotation is part of it.
  content: ['figures', 'case studies'],
};

const kindsOf = (record: SampleRecord) =>
  (Object.keys(kindInWords) as SampleKind[]).filter((kind) => record[kind].length > 0);

function inEnglish(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** Every sample named, as the deploy gate lists them. */
export const sampleNames = (record: SampleRecord = samples): string[] =>
  kindsOf(record).flatMap((kind) => record[kind]);

/** The line every page opens with while anything is a sample; undefined once nothing is. */
export function demonstrationNotice(record: SampleRecord = samples): string | undefined {
  const kinds = kindsOf(record);
  if (kinds.length === 0) return undefined;
  return `Demonstration: ${inEnglish(kinds.flatMap((kind) => kindInWords[kind]))} are samples.`;
}

/** What every PDF's running header says while anything is a sample; undefined once nothing is. */
export function pdfSampleMark(record: SampleRecord = samples): string | undefined {
  const kinds = kindsOf(record);
  if (kinds.length === 0) return undefined;
  return `DEMONSTRATION: sample ${listInProse(kinds)}`;
}

/** The repository variable that allows a deploy while samples remain. */
export const demonstrationDeployVariable = 'ALLOW_DEMONSTRATION_DEPLOY';

/** Why a deploy must stop, or undefined: real values everywhere, or samples the repository explicitly allows. */
export function deployRefusal(record: SampleRecord, allowed: string | undefined): string | undefined {
  const names = sampleNames(record);
  if (names.length === 0 || allowed === 'true') return undefined;
  return (
    `Refusing to publish samples as real: ${names.join(', ')}. ` +
    `Replace them and remove their names from companySamples (src/data/company.ts), evidenceSamples (src/data/evidence.ts) ` +
    `and contentSamples (src/data/demonstration.ts), ` +
    `or set the repository variable ${demonstrationDeployVariable} to "true" to publish a demonstration (README, "Configuration").`
  );
}
