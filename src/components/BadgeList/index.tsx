import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Short benefits as a wrapping row of badges: the Markdown list inside `<BadgeList label="…">`. */
export default function BadgeList({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <div role="group" aria-label={label} className={styles.badges}>
      {children}
    </div>
  );
}
