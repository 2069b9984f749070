/**
 * The evidence a buyer asks for in a tender: certificates, registrations,
 * insurance and the carbon plan's signatory. Re-exported from company.ts so
 * identity and evidence stay in one place for pages.
 *
 * Replace before launch: every number, level, amount, date and name below is
 * a fictional stand-in for the business to confirm (see "Configuration" in the
 * README). Dates are YYYY-MM-DD.
 */

export type Certificate = {
  /** As printed on the certificate. */
  number: string;
  issued: string;
  expires: string;
};

export type Evidence = {
  cyberEssentials: Certificate & { level: 'Cyber Essentials' | 'Cyber Essentials Plus' };
  /** ICO data protection fee register: ZA or ZB followed by six digits. */
  icoRegistration: string;
  icoRenewal: string;
  insurance: {
    professionalIndemnity: string;
    publicLiability: string;
    /** The law sets £5 million as the minimum (SI 1998/2573, regulation 3). */
    employersLiability: string;
    renewal: string;
  };
  /** Run in line with the standards; no certification body has audited us. */
  alignedStandards: readonly { standard: 'ISO 22301:2019' | 'ISO 9001:2015'; reviewed: string }[];
  carbonSignatory: string;
};

export const evidence = {
  cyberEssentials: {
    level: 'Cyber Essentials Plus',
    number: 'IASME-CEP-012345',
    issued: '2026-04-14',
    expires: '2027-04-14',
  },
  icoRegistration: 'ZB123456',
  icoRenewal: '2027-03-01',
  insurance: {
    professionalIndemnity: '£2 million',
    publicLiability: '£5 million',
    employersLiability: '£10 million',
    renewal: '2027-02-01',
  },
  alignedStandards: [
    { standard: 'ISO 22301:2019', reviewed: '2026-11-22' },
    { standard: 'ISO 9001:2015', reviewed: '2026-11-22' },
  ],
  carbonSignatory: 'Daniel Okafor, Managing Director',
} as const satisfies Evidence;
