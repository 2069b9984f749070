import type { ReactNode } from 'react';
import StatGrid from '@site/src/components/StatGrid';
import { headlineStats } from '@site/src/data/headlineStats';

/**
 * Every headline figure with what it rests on, written as `<HeadlineStats />`
 * in Markdown: the figures are data with their basis
 * (src/data/headlineStats.ts), and the home page shows three of the same list.
 */
export default function HeadlineStats(): ReactNode {
  return <StatGrid stats={headlineStats} readable />;
}
