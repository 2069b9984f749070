import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Short benefit badges in a wrapping row. */
export default function BadgeList({ badges, label }: { badges: readonly string[]; label: string }): ReactNode {
  return (
    <ul className={styles.badges} aria-label={label}>
      {badges.map((badge) => (
        <li key={badge} className={styles.badge}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
