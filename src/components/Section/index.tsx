import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Gives every page section the same rhythm: spacing, h2 and optional intro. */
export default function Section({
  title,
  intro,
  tinted = false,
  sideHeading = false,
  id,
  children,
}: {
  /** Without one, a band of text with no heading (a page's opening paragraphs). */
  title?: string;
  /** The heading's anchor, for a link from another page. */
  id?: string;
  intro?: string;
  tinted?: boolean;
  /** Paragraphs alone: on a wide screen the heading stands beside them, a third of the width. */
  sideHeading?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)}>
      <div className={clsx('container', sideHeading && title && styles.sideHeading)}>
        {title && (
          <Heading as="h2" id={id} className={styles.title}>
            {title}
          </Heading>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
