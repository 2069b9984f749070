import type { ComponentProps, ComponentType, ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import ContactAction from '@site/src/components/ContactAction';
import ContactLink from '@site/src/components/ContactLink';
import { company } from '@site/src/data/company';
import { searchWeights } from '@site/src/data/search';
// The banner's heading and sentence, as Markdown an editor changes (the reply time is a service level).
import ContactBannerWords from '@site/src/pages/_contact-banner.md';
import styles from './styles.module.css';

const titleId = 'contact-banner-title';

// MDX content takes the components its Markdown's tags become.
const UsualWords = ContactBannerWords as ComponentType<{ components: { h2: ComponentType; p: ComponentType } }>;

function Title({ children }: { children?: ReactNode }): ReactNode {
  return (
    <Heading as="h2" id={titleId} className={styles.title}>
      <span id={`${titleId}-text`}>{children}</span>
    </Heading>
  );
}

function Text(props: ComponentProps<'p'>): ReactNode {
  return <p className={styles.text} {...props} />;
}

/** The contact banner closing every marketing page, worded once in src/pages/_contact-banner.md. */
export default function ContactBanner(): ReactNode {
  const office = company.phones[0];
  return (
    <section
      className={clsx(styles.banner, 'on-navy')}
      // The heading's words, not its "Direct link to" anchor, name the section.
      aria-labelledby={`${titleId}-text`}
      data-pagefind-weight={searchWeights.callToAction}>
      <div className="container">
        <UsualWords components={{ h2: Title, p: Text }} />
        <p className={styles.details}>
          <ContactLink phone={office} />
          <span aria-hidden="true"> · </span>
          <ContactLink email={company.email} />
        </p>
        <ContactAction />
      </div>
    </section>
  );
}
