import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { faqIntro } from '@site/src/data/faq';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** What an FAQ page opens with under its title band: a way to ask what the page does not answer. */
export default function FaqIntro(): ReactNode {
  return (
    <p className={styles.intro}>
      <Link to={routes.contact}>{faqIntro.help}</Link>
    </p>
  );
}
