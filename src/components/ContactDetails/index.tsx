import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import { company, formatAddress } from '@site/src/data/company';
import { contactCopy } from '@site/src/data/contact';
import styles from './styles.module.css';

/** Phones, mailbox, address and hours, all from the identity module. */
export default function ContactDetails(): ReactNode {
  return (
    <section className={styles.details} aria-labelledby="contact-details-heading">
      <Heading as="h2" id="contact-details-heading">
        {contactCopy.detailsHeading}
      </Heading>
      <dl className={styles.list}>
        <dt>{contactCopy.phones}</dt>
        {company.phones.map((phone) => (
          <dd key={phone.e164}>
            {phone.label}: <a href={`tel:${phone.e164}`}>{phone.display}</a>
          </dd>
        ))}
        <dt>{contactCopy.email}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
        <dt>{contactCopy.address}</dt>
        <dd>
          <address>{formatAddress()}</address>
        </dd>
        <dt>{contactCopy.hours}</dt>
        <dd>{company.hours.summary}</dd>
      </dl>
    </section>
  );
}
