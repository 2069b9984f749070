import type { ReactNode } from 'react';
import ContactLink from '@site/src/components/ContactLink';
import CompanyServiceLevel, { serviceLevelFields, type ServiceLevelField } from './ServiceLevel';
import { company, evidence, formatAddress } from '@site/src/data/company';
import { formatStandard, type AlignedStandardKey } from '@site/src/data/evidence';
import { retention } from '@site/src/data/retention';
import { enquiryFieldsInProse } from '@site/src/data/enquiryFields';
import { accessibilityStatement } from '@site/src/data/accessibilityStatement';
import { formatUkDate } from '@site/src/utils/date';
import { formatHours, helpDeskHours, roundTheClock } from '@site/src/data/serviceLevels';

/** Lets Markdown print the company's identity and service levels without copying them: `<Company show="legalName" />` (EDITING.md). */
const simpleFields = [
  'tradingName',
  'legalName',
  'companyNumber',
  'dunsNumber',
  'address',
  'email',
  'securityEmail',
  'tendersEmail',
  'phone',
  'hours',
  'helpDeskHours',
  'roundTheClockWho',
  'roundTheClockWhat',
  'outOfHoursWatch',
  'urgentIncidentTrigger',
  'icoRegistration',
  'cyberEssentialsLevel',
  'socPartner',
  'emailjsTransferSafeguard',
  'enquiryRetention',
  'enquiryRequired',
  'enquiryOptional',
  'accessibilityStatus',
  'accessibilityPrepared',
  'accessibilityReviewed',
  'accessibilityTested',
  'vision',
  'mission',
] as const;

export type CompanyField =
  | (typeof simpleFields)[number]
  | ServiceLevelField
  | `standard.${AlignedStandardKey}`
  | `standardName.${AlignedStandardKey}`;

/** Every value `show` accepts, for the check that Markdown uses only these. */
export const companyFields: readonly CompanyField[] = [
  ...simpleFields,
  ...serviceLevelFields,
  ...(Object.keys(evidence.alignedStandards) as AlignedStandardKey[]).flatMap(
    (key) => [`standard.${key}`, `standardName.${key}`] as const,
  ),
];

export default function Company({ show }: { show: CompanyField }): ReactNode {
  if (!companyFields.includes(show)) {
    // Markdown is not type-checked: fail the build with the bad name rather than print nothing.
    throw new Error(`<Company show="${show}" />: unknown field. Use one of: ${companyFields.join(', ')}`);
  }
  const [kind, key] = show.split('.') as [string, string | undefined];
  if (kind === 'within' || kind === 'why') return <CompanyServiceLevel show={show as ServiceLevelField} />;
  if (kind === 'standard') return formatStandard(evidence.alignedStandards[key as AlignedStandardKey]);
  if (kind === 'standardName') return evidence.alignedStandards[key as AlignedStandardKey].name;
  switch (show) {
    case 'address':
      return formatAddress();
    case 'email':
      return <ContactLink email={company.email} />;
    case 'securityEmail':
      return <ContactLink email={company.securityEmail} />;
    case 'tendersEmail':
      return <ContactLink email={company.tendersEmail} />;
    case 'phone':
      return <ContactLink phone={company.phones[0]} />;
    case 'hours':
      return formatHours();
    case 'helpDeskHours':
      return formatHours(helpDeskHours);
    case 'roundTheClockWho':
      return roundTheClock.who;
    case 'roundTheClockWhat':
      return roundTheClock.what;
    case 'outOfHoursWatch':
      return roundTheClock.outOfHours(evidence.socPartner);
    case 'urgentIncidentTrigger':
      return roundTheClock.trigger;
    case 'enquiryRetention':
      return retention.enquiries;
    case 'enquiryRequired':
    case 'enquiryOptional':
      return enquiryFieldsInProse(show === 'enquiryRequired');
    case 'accessibilityStatus':
      return accessibilityStatement.status;
    case 'accessibilityPrepared':
      return formatUkDate(accessibilityStatement.prepared);
    case 'accessibilityReviewed':
      return formatUkDate(accessibilityStatement.lastReviewed);
    case 'accessibilityTested':
      return formatUkDate(accessibilityStatement.lastTested);
    case 'vision':
    case 'mission':
      return company[show];
    case 'cyberEssentialsLevel':
      return evidence.cyberEssentials.level;
    case 'icoRegistration':
    case 'socPartner':
    case 'emailjsTransferSafeguard':
      return evidence[show];
    default:
      return company[show as 'tradingName' | 'legalName' | 'companyNumber' | 'dunsNumber'];
  }
}
