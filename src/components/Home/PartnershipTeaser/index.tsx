import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import type { HomeParts } from '@site/src/data/home';
import { buttonClass } from '@site/src/utils/buttons';

/** The white-label and co-branding programme, in two lines and a button beside its heading (src/data/home.ts). */
export default function PartnershipTeaser({ part }: { part: HomeParts['partner-with-us'] }): ReactNode {
  return (
    <Section title={part.heading} intro={part.text} tinted sideHeading>
      <Link className={buttonClass.primary} to={part.link.to}>
        {part.link.label}
      </Link>
    </Section>
  );
}
