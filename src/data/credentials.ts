import { evidence } from './company';
import { alignedStandardList, standardRowId } from './evidence';
import { listInProse } from '../utils/listInProse';
import { iasmeCertificateSearch, icoRegisterEntry } from './registers';

/**
 * Our credentials in the groups a buyer must not confuse: certified or registered (with the register), published, and
 * only aligned. Every place that prints them uses these groups, so none can tick "aligned".
 */
export type Credential = {
  /** Its row on /compliance. */
  rowId: string;
  label: string;
  /** Where a buyer checks it for themselves. */
  check?: { label: string; href: string };
};

export type CredentialGroup = {
  heading: string;
  /** Checked by someone else, or published for anyone to read: a tick. Self-assessed: no tick. */
  ticked: boolean;
  items: readonly Credential[];
};

const { cyberEssentials, alignedStandards } = evidence;
const standards = alignedStandardList(alignedStandards);

export const certifiedCredentials: CredentialGroup = {
  heading: 'Certified and registered',
  ticked: true,
  items: [
    {
      rowId: 'cyber-essentials',
      label: `${cyberEssentials.level} certified`,
      check: { label: "IASME's register", href: iasmeCertificateSearch(cyberEssentials.number) },
    },
    {
      rowId: 'data-protection',
      label: `Registered with the ICO, ${evidence.icoRegistration}`,
      check: { label: "the ICO's register", href: icoRegisterEntry(evidence.icoRegistration) },
    },
  ],
};

export const publishedCredentials: CredentialGroup = {
  heading: 'Published',
  ticked: true,
  items: [
    // The one published document a public buyer must see (PPN 006); the hub lists the rest.
    { rowId: 'carbon-reduction-plan', label: 'Carbon Reduction Plan' },
  ],
};

export const alignedCredentials: CredentialGroup = {
  heading: 'Aligned, self-assessed (not certified)',
  ticked: false,
  // Every standard, named without its year, as one item: the strip stays on the home page's first screen. It leads
  // to their rows on the hub (consecutive, the first named here), which give each edition and subject.
  items: [
    {
      rowId: standardRowId(standards[0]!),
      // No break inside a name: "ISO/IEC" and "27001" stay on one line.
      label: listInProse(standards.map((standard) => standard.name.replace(/ /g, '\u00a0'))),
    },
  ],
};

export const credentialGroups = [certifiedCredentials, publishedCredentials, alignedCredentials] as const;
