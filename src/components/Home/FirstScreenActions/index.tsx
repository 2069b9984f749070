import type { ReactNode } from 'react';
import ContactAction from '@site/src/components/ContactAction';
import ContactLink from '@site/src/components/ContactLink';
import PdfDownload from '@site/src/components/PdfDownload';
import { company } from '@site/src/data/company';
import { firstScreenActions } from '@site/src/data/home';
import { tenderPackSlug } from '@site/src/data/pdfs';
import styles from './styles.module.css';

/** What a buyer does first: get in touch or take the tender pack; the office number is one tap on a phone. */
export default function FirstScreenActions(): ReactNode {
  return (
    <div className={styles.actions}>
      <p className={styles.buttons}>
        <ContactAction />
        <PdfDownload slug={tenderPackSlug} label={firstScreenActions.tenderPack} inline />
      </p>
      <p className={styles.call}>
        {firstScreenActions.call} <ContactLink phone={company.phones[0]} />
      </p>
    </div>
  );
}
