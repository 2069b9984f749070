import type { ReactNode } from 'react';
import { headlineStatsNote, type HeadlineStat } from '@site/src/data/headlineStats';
import FitGrid from '@site/src/components/FitGrid';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

/** Headline figures: the value large, its meaning beneath, then what it is based on. */
export default function StatGrid({ stats }: { stats: readonly HeadlineStat[] }): ReactNode {
  return (
    <>
      <FitGrid count={stats.length} max={5} className={styles.grid}>
        {stats.map((stat) => (
          <Card as="li" key={`${stat.value} ${stat.label}`} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
            <span className={styles.basis}>{stat.basis}</span>
          </Card>
        ))}
      </FitGrid>
      <p className={styles.note}>{headlineStatsNote}</p>
    </>
  );
}
