import type { ReactNode } from 'react';
import ContactLink from '@site/src/components/ContactLink';
import { company, evidence, formatAddress } from '@site/src/data/company';

/**
 * Lets Markdown editors print the company's identity without copying it:
 * `<Company show="legalName" />`. Change the identity module and every
 * policy follows.
 */
export type CompanyField =
  | 'tradingName'
  | 'legalName'
  | 'companyNumber'
  | 'dunsNumber'
  | 'address'
  | 'email'
  | 'phone'
  | 'hours'
  | 'icoRegistration'
  | 'carbonSignatory';

export default function Company({ show }: { show: CompanyField }): ReactNode {
  switch (show) {
    case 'address':
      return formatAddress();
    case 'email':
      return <ContactLink email={company.email} />;
    case 'phone': {
      return <ContactLink phone={company.phones[0]} />;
    }
    case 'hours':
      return company.hours.summary;
    case 'icoRegistration':
    case 'carbonSignatory':
      return evidence[show];
    default:
      return company[show];
  }
}
