import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import { partnershipTeaser } from '@site/src/data/partnershipTeaser';
import { routes } from '@site/src/data/routes';
import { buttonClass } from '@site/src/utils/buttons';

/** The white-label and co-branding programme, in two lines and a button. */
export default function PartnershipTeaser(): ReactNode {
  return (
    <Section title={partnershipTeaser.title} intro={partnershipTeaser.text} tinted>
      <Link className={buttonClass.primary} to={routes.partnerships}>
        {partnershipTeaser.cta}
      </Link>
    </Section>
  );
}
