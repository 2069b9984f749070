import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * The line above the header while anything is a sample. A <div>, not a <p>: the minifier drops a </p> before the
 * <header>, and Pagefind then ignored the page. It stores nothing, is not a landmark, and search leaves it out.
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
