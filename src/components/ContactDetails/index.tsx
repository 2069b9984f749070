import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import ContactLink from '@site/src/components/ContactLink';
import ResponseTargets from '@site/src/components/ResponseTargets';
import { company, formatAddress, type PhoneNumber } from '@site/src/data/company';
import { formatHours, formatRoundTheClock } from '@site/src/data/serviceLevels';
import { contactCopy } from '@site/src/data/contact';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

/** Phones, mailboxes, address and hours, all from the identity and service-level modules. */
export default function ContactDetails(): ReactNode {
  return (
    <Card as="section" aria-labelledby="contact-details-heading-text">
      <Heading as="h2" id="contact-details-heading">
        <span id="contact-details-heading-text">{contactCopy.detailsHeading}</span>
      </Heading>
      <dl className={styles.list}>
        <dt>{contactCopy.phones}</dt>
        {(company.phones as readonly PhoneNumber[]).map((phone) => (
          <dd key={phone.e164}>
            {phone.label}: <ContactLink phone={phone} />
            {phone.roundTheClock && <span className={styles.note}>{formatRoundTheClock()}</span>}
          </dd>
        ))}
        <dt>{contactCopy.email}</dt>
        <dd>
          <ContactLink email={company.email} />
        </dd>
        <dt>{contactCopy.tendersEmail}</dt>
        <dd>
          <ContactLink email={company.tendersEmail} />
          <span className={styles.note}>{contactCopy.tendersReply}</span>
        </dd>
        <dt>{contactCopy.address}</dt>
        <dd>
          <address>{formatAddress()}</address>
        </dd>
        <dt>{contactCopy.hours}</dt>
        <dd>{formatHours()}</dd>
      </dl>
      <ResponseTargets />
    </Card>
  );
}
