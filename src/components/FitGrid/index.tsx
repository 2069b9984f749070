import type { ReactNode } from 'react';
import clsx from 'clsx';
import { searchWeights } from '@site/src/data/search';
import { fitGridAttributes } from './columns';
import styles from './styles.module.css';

/** Every card grid: a list whose columns fit its count (columns.ts); its cards' words count for less in search. */
export default function FitGrid({
  count,
  max = 4,
  compact = false,
  ordered = false,
  className,
  children,
}: {
  /** How many `<li>` children there are. */
  count: number;
  /** The most columns on a wide screen. */
  max?: number;
  /** Statistics and short cards: two to a row on a phone. */
  compact?: boolean;
  ordered?: boolean;
  className?: string;
  children: ReactNode;
}): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={clsx(styles.grid, className)}
      data-pagefind-weight={searchWeights.cards}
      {...fitGridAttributes(count, max, compact)}>
      {children}
    </List>
  );
}
