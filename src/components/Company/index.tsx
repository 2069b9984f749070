import { listInProse } from '@site/src/utils/listInProse';
import type { ReactNode } from 'react';
import ContactLink from '@site/src/components/ContactLink';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CompanyServiceLevel, { serviceLevelFields, type ServiceLevelField } from './ServiceLevel';
import { company, evidence, formatAddress } from '@site/src/data/company';
import { alignedStandardList, formatEdition, formatStandard, type AlignedStandardKey } from '@site/src/data/evidence';
import { retention } from '@site/src/data/retention';
import { enquiryFieldsInProse } from '@site/src/data/enquiryFields';
import { accessibilityStatement } from '@site/src/data/accessibilityStatement';
import { formatUkDate } from '@site/src/utils/date';
import { formatHours, helpDeskHours, roundTheClock } from '@site/src/data/serviceLevels';

/** This website's address as deployed (SITE_URL and BASE_URL), without a trailing slash. */
function WebsiteAddress(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, '');
}

/** What each `show` prints: the identity and facts Markdown shows without copying them (EDITING.md). */
const simpleFields = {
  tradingName: () => company.tradingName,
  legalName: () => company.legalName,
  companyNumber: () => company.companyNumber,
  dunsNumber: () => company.dunsNumber,
  address: () => formatAddress(),
  websiteAddress: () => <WebsiteAddress />,
  email: () => <ContactLink email={company.email} />,
  securityEmail: () => <ContactLink email={company.securityEmail} />,
  tendersEmail: () => <ContactLink email={company.tendersEmail} />,
  phone: () => <ContactLink phone={company.phones[0]} />,
  hours: () => formatHours(),
  helpDeskHours: () => formatHours(helpDeskHours),
  roundTheClockWho: () => roundTheClock.who,
  roundTheClockWhat: () => roundTheClock.what,
  outOfHoursWatch: () => roundTheClock.outOfHours(evidence.socPartner),
  urgentIncidentTrigger: () => roundTheClock.trigger,
  icoRegistration: () => evidence.icoRegistration,
  cyberEssentialsLevel: () => evidence.cyberEssentials.level,
  socPartner: () => evidence.socPartner,
  // In a sentence: "not listed on …".
  frameworks: () => evidence.frameworks.charAt(0).toLowerCase() + evidence.frameworks.slice(1),
  emailjsTransferSafeguard: () => evidence.emailjsTransferSafeguard,
  enquiryRetention: () => retention.enquiries,
  enquiryRequired: () => enquiryFieldsInProse(true),
  enquiryOptional: () => enquiryFieldsInProse(false),
  accessibilityStatus: () => accessibilityStatement.status,
  accessibilityPrepared: () => formatUkDate(accessibilityStatement.prepared),
  accessibilityReviewed: () => formatUkDate(accessibilityStatement.lastReviewed),
  accessibilityTested: () => formatUkDate(accessibilityStatement.lastTested),
  alignedStandards: () =>
    listInProse(
      // No break inside a name: "ISO" and "9001:2015" stay on one line.
      alignedStandardList(evidence.alignedStandards).map(
        (standard) => `${formatEdition(standard).replace(/ /g, '\u00a0')} (${standard.subject})`,
      ),
    ),
  vision: () => company.vision,
  mission: () => company.mission,
} satisfies Record<string, () => ReactNode>;

type SimpleField = keyof typeof simpleFields;

export type CompanyField =
  SimpleField | ServiceLevelField | `standard.${AlignedStandardKey}` | `standardName.${AlignedStandardKey}`;

/** Every value `show` accepts, for the check that Markdown uses only these. */
export const companyFields: readonly CompanyField[] = [
  ...(Object.keys(simpleFields) as SimpleField[]),
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
  return simpleFields[show as SimpleField]();
}
