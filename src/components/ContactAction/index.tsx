import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { contactAction } from '@site/src/data/pages';
import { buttonClass } from '@site/src/utils/buttons';

/** The primary button of a hero or closing band: always "Contact us", always to the contact page. */
export default function ContactAction(): ReactNode {
  return (
    <Link className={buttonClass.primary} to={contactAction.to}>
      {contactAction.label}
    </Link>
  );
}
