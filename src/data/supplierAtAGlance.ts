import { company, evidence, formatAddress, formatVatNumber, type PhoneNumber } from './company';
import { alignedCredentials, certifiedCredentials } from './credentials';
import { alignedStandardList, formatEdition } from './evidence';
import { bidContactPerson, signatories } from './people';
import { formatUkDate } from '../utils/date';
import {
  companiesHouseOfficers,
  companiesHouseRecord,
  hmrcVatCheck,
  iasmeCertificateSearch,
  icoRegisterEntry,
} from './registers';

/** The tender pack's "Supplier at a glance": the first facts a bid asks for, each with where to verify it. */
export type GlanceFact = {
  label: string;
  value: string;
  /** Where it is verified; the pack prints each `href` once, in full, for a reader on paper. */
  verified: { label: string; href?: string };
};

const companiesHouse = { label: 'Companies House', href: companiesHouseRecord(company.companyNumber) };

export const supplierAtAGlanceHeading = 'Supplier at a glance';

export function supplierAtAGlance(): GlanceFact[] {
  const { cyberEssentials, insurance } = evidence;
  return [
    {
      label: 'Registered name',
      value: `${company.legalName}, trading as ${company.tradingName}`,
      verified: companiesHouse,
    },
    { label: 'Registered office', value: formatAddress(), verified: companiesHouse },
    {
      label: 'Company number',
      value: `${company.companyNumber} (${company.registeredIn.replace(/^Registered in |\.$/g, '')})`,
      verified: companiesHouse,
    },
    {
      label: 'VAT number',
      value: formatVatNumber(),
      verified: { label: "HMRC's VAT number checker", href: hmrcVatCheck },
    },
    { label: 'D-U-N-S number', value: company.dunsNumber, verified: { label: 'Dun & Bradstreet' } },
    {
      label: 'Incorporated, headcount',
      value: `Incorporated in ${company.founded}; ${company.headcount} people`,
      // Companies House holds no headcount: the people are our payroll's.
      verified: { label: 'Companies House; our payroll' },
    },
    {
      label: 'Insurance',
      value: `Professional indemnity ${insurance.professionalIndemnity}; public liability ${insurance.publicLiability}; employers' liability ${insurance.employersLiability}; expires ${formatUkDate(insurance.renewal)}`,
      verified: { label: 'The insurer, by policy number (our summary in this pack)' },
    },
    {
      label: cyberEssentials.level,
      value: `Certificate ${cyberEssentials.number}, covering ${cyberEssentials.scope}; expires ${formatUkDate(cyberEssentials.expires)}`,
      verified: { label: "IASME's register", href: iasmeCertificateSearch(cyberEssentials.number) },
    },
    {
      label: 'ICO registration',
      value: `${evidence.icoRegistration}; expires ${formatUkDate(evidence.icoRenewal)}`,
      verified: { label: "The ICO's register", href: icoRegisterEntry(evidence.icoRegistration) },
    },
    {
      label: certifiedCredentials.heading,
      value: certifiedCredentials.items.map((item) => item.label).join('; '),
      verified: { label: 'The registers above' },
    },
    {
      label: alignedCredentials.heading,
      value: alignedStandardList(evidence.alignedStandards)
        .map((standard) => `${formatEdition(standard)} (${standard.subject})`)
        .join('; '),
      verified: { label: 'Our policies in this pack; no certification body has audited them' },
    },
    {
      label: 'Public sector frameworks',
      value: evidence.frameworks,
      verified: { label: "The Government Commercial Agency's lists of framework suppliers" },
    },
    {
      label: 'Signatories',
      value: Object.entries(signatories)
        .map(([role, name]) => `${name}, ${role}`)
        .join('; '),
      verified: { label: 'Companies House, officers list', href: companiesHouseOfficers(company.companyNumber) },
    },
  ];
}

/** The bid contact on the pack's cover: a person from the people record, the tenders mailbox and the office line. */
export function bidContact(): { name: string; role: string; email: string; phone: string } {
  const phones: readonly PhoneNumber[] = company.phones;
  const office = phones.find((phone) => !phone.roundTheClock) ?? phones[0]!;
  const person = bidContactPerson();
  return { name: person.name, role: person.title, email: company.tendersEmail, phone: office.display };
}
