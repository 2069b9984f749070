// THEME-COMPONENT: replaces TOCCollapsible of @docusaurus/theme-classic 3.10.2, whose source hashed ebed07c11f3c (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type { Props } from '@theme/TOCCollapsible';
import styles from './styles.module.css';

/** The phone's "On this page" list as a native `<details>`, so it opens before React and without it (the theme's did not). */
export default function TOCCollapsible({ toc, className, minHeadingLevel, maxHeadingLevel }: Props): ReactNode {
  return (
    <details className={clsx(styles.tocCollapsible, className)}>
      <summary className={styles.tocCollapsibleButton}>
        <Translate
          id="theme.TOCCollapsible.toggleButtonLabel"
          description="The label used by the button on the collapsible TOC component">
          On this page
        </Translate>
      </summary>
      <div className={styles.tocCollapsibleContent}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </div>
    </details>
  );
}
