import type { ReactNode } from 'react';
import clsx from 'clsx';
import { headlineStatsNote, type HeadlineStat } from '@site/src/data/headlineStats';
import FitGrid from '@site/src/components/FitGrid';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

/** Headline figures, value then meaning then basis; `readable` sets the basis at body size where they are evidence. */
export default function StatGrid({
  stats,
  readable = false,
}: {
  stats: readonly HeadlineStat[];
  readable?: boolean;
}): ReactNode {
  return (
    <>
      <FitGrid count={stats.length} max={5} className={styles.grid}>
        {stats.map((stat) => (
          <Card as="li" key={`${stat.value} ${stat.label}`} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
            <span className={clsx(styles.basis, readable && styles.readable)} data-stat-basis>
              <strong>{stat.sample}.</strong> {stat.basis}
            </span>
          </Card>
        ))}
      </FitGrid>
      <p className={styles.note}>{headlineStatsNote}</p>
    </>
  );
}
