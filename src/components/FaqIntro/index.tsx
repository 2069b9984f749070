import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { faqIntro } from '@site/src/data/faq';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/**
 * What an FAQ page opens with under its title band, inserted by the FAQ
 * remark plugin: a way to ask what the page does not answer. The band above
 * already carries the page's own summary (its front matter description), so
 * there is no shared filler here.
 */
export default function FaqIntro(): ReactNode {
  return (
    <p className={styles.intro}>
      <Link to={routes.contact}>{faqIntro.help}</Link>
    </p>
  );
}
