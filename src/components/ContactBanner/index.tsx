import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ContactLink from '@site/src/components/ContactLink';
import { company } from '@site/src/data/company';
import { contactBannerCopy } from '@site/src/data/pageLabels';
import { routes } from '@site/src/data/routes';
import { searchWeights } from '@site/src/data/search';
import styles from './styles.module.css';
import { buttonClass } from '@site/src/utils/buttons';

/** The 'Contact information' banner that closes every service page. */
export default function ContactBanner({
  title = contactBannerCopy.title,
  text = contactBannerCopy.text,
}: {
  title?: string;
  text?: string;
}): ReactNode {
  const office = company.phones[0];
  return (
    <section
      className={clsx(styles.banner, 'on-navy')}
      aria-labelledby="contact-banner-title"
      data-pagefind-weight={searchWeights.callToAction}>
      <div className="container">
        <Heading as="h2" id="contact-banner-title" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.text}>{text}</p>
        <p className={styles.details}>
          <ContactLink phone={office} />
          <span aria-hidden="true"> · </span>
          <ContactLink email={company.email} />
        </p>
        <Link className={buttonClass.primary} to={routes.contact}>
          {contactBannerCopy.button}
        </Link>
      </div>
    </section>
  );
}
