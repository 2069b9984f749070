import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * The line above the site header while anything on the site is a sample
 * (src/data/demonstration.ts, worded at build time in docusaurus.config.ts).
 * A plain block: a <div>, not a <p>, whose end tag the HTML minifier drops
 * before the <header>, and without it Pagefind ignores the rest of the page
 * as part of the notice. It stores nothing (it cannot be closed, since the values
 * stay samples whether or not a visitor has read it), it is not a landmark,
 * and search leaves it out.
 */
export default function DemonstrationNotice(): ReactNode {
  const notice = useDocusaurusContext().siteConfig.customFields?.demonstrationNotice;
  if (typeof notice !== 'string') return null;
  return (
    <div className={styles.notice} data-demonstration-notice data-pagefind-ignore>
      {notice}
    </div>
  );
}
