import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { company, formatAddress, formatVatNumber } from '@site/src/data/company';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** The company's key facts, from the identity record, with the way to every piece of evidence. */
export default function KeyFacts(): ReactNode {
  const facts: [string, string][] = [
    ['Founded', String(company.founded)],
    ['People', String(company.headcount)],
    ['Office', formatAddress()],
    ['Company number', company.companyNumber],
    ['VAT number', formatVatNumber()],
  ];
  return (
    <aside className={styles.panel} aria-labelledby="key-facts">
      <p id="key-facts" className={styles.heading}>
        Key facts
      </p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={`${routes.compliance}/`}>Every certificate, policy and registration, with dates</Link>
    </aside>
  );
}
