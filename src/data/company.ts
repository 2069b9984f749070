/**
 * The company's identity, in one place; every page reads it from here (hours and response targets: serviceLevels.ts).
 * The values are fictional stand-ins (Ofcom drama numbers, a made-up street): replace them here (README, "Configuration").
 */

export type PhoneNumber = {
  /** What the number is for, shown beside it. */
  label: string;
  /** As printed, in UK national format. */
  display: string;
  /** E.164, used for `tel:` links and structured data. */
  e164: string;
  /** Answered round the clock, but only for what serviceLevels.ts's `roundTheClock` says; others in office hours. */
  roundTheClock?: boolean;
};

export type PostalAddress = {
  lines: readonly string[];
  locality: string;
  postcode: string;
  country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: string;
};

export type Company = {
  tradingName: string;
  legalName: string;
  /** Companies House registration number: eight characters. */
  companyNumber: string;
  /** Dun & Bradstreet D-U-N-S number: nine digits. */
  dunsNumber: string;
  /** HMRC VAT registration number: GB and nine digits, without spaces. */
  vatNumber: string;
  /** The year the company was incorporated, as its Companies House record gives it. */
  founded: number;
  /** People employed, as the Carbon Reduction Plan and the About page count them. */
  headcount: number;
  address: PostalAddress;
  phones: readonly PhoneNumber[];
  email: string;
  /** The bid team's role mailbox: tender questions and requests for evidence. */
  tendersEmail: string;
  /** Where security weaknesses are reported: security.txt's Contact and the vulnerability disclosure policy. */
  securityEmail: string;
  about: string;
  /** Our vision and mission, which the About page prints (`<Company show="vision" />`). */
  vision: string;
  mission: string;
  /** Where the company is registered, printed after the copyright line. */
  registeredIn: string;
};

export const company = {
  tradingName: 'Harbourline Digital',
  legalName: 'Harbourline Digital Consulting Ltd',
  // A sample in the series Companies House issued in England and Wales in 2016, the year we were founded.
  companyNumber: '10234567',
  dunsNumber: '123456789',
  vatNumber: 'GB123456789',
  founded: 2016,
  headcount: 20,
  address: {
    lines: ['Suite 3, 27 Canning Ropewalk'],
    locality: 'Liverpool',
    postcode: 'L1 9AB',
    country: 'United Kingdom',
    countryCode: 'GB',
  },
  phones: [
    { label: 'Office', display: '0151 496 0123', e164: '+441514960123' },
    { label: 'Support', display: '0151 496 0456', e164: '+441514960456', roundTheClock: true },
  ],
  email: 'enquiries@harbourline-digital.example',
  tendersEmail: 'tenders@harbourline-digital.example',
  securityEmail: 'security@harbourline-digital.example',
  about:
    'A Liverpool IT consultancy helping businesses and public bodies put AI, cloud and rugged field apps to work, securely and sustainably.',
  vision:
    'A future in which every organisation, whatever its size, can use AI and modern technology safely, sustainably and to real effect.',
  mission:
    'To deliver practical AI, cloud and field solutions that cut costs, reduce risk and open new markets for our clients, including the public sector, while helping them on the road to Net Zero.',
  registeredIn: 'Registered in England and Wales.',
} as const satisfies Company;

/**
 * The values above still samples. While any is listed here or in `evidenceSamples`, every page shows the demonstration
 * notice and the deploy refuses to publish unless a demonstration is allowed. Remove a name once it is real.
 */
export const companySamples = [
  'tradingName',
  'legalName',
  'companyNumber',
  'dunsNumber',
  'vatNumber',
  'founded',
  'headcount',
  'address',
  'phones',
  'email',
  'tendersEmail',
  'securityEmail',
] as const satisfies readonly (keyof Company)[];

/** "GB 123 4567 89": a VAT number grouped as HMRC prints it. */
export function formatVatNumber(vatNumber: string = company.vatNumber): string {
  return vatNumber.replace(/^GB(\d{3})(\d{4})(\d{2})$/, 'GB $1 $2 $3');
}

/** One line, as the footer and contact page print it. */
export function formatAddress(address: PostalAddress = company.address): string {
  return [...address.lines, address.locality, address.postcode].join(', ');
}
export { evidence } from './evidence';
export * from './serviceLevels';
