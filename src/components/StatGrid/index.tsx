import type { ReactNode } from 'react';
import styles from './styles.module.css';

export type Stat = { value: string; label: string };

/** Headline figures: the value large, its meaning beneath. */
export default function StatGrid({ stats }: { stats: readonly Stat[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {stats.map((stat) => (
        <li key={`${stat.value} ${stat.label}`} className={styles.stat}>
          <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
