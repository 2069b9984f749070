import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { faqIntro } from '@site/src/data/faq';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** The frame every FAQ page opens with; inserted by the FAQ remark plugin. */
export default function FaqIntro(): ReactNode {
  return (
    <div className={styles.intro}>
      <p className={styles.lead}>{faqIntro.lead}</p>
      <p>{faqIntro.body}</p>
      <p>
        <Link to={routes.contact}>{faqIntro.help}</Link>
      </p>
    </div>
  );
}
