import type { ReactNode } from 'react';
import StatGrid from '@site/src/components/StatGrid';
import { headlineStats } from '@site/src/data/headlineStats';

/** Every headline figure with its basis, as `<HeadlineStats />` in Markdown (src/data/headlineStats.ts). */
export default function HeadlineStats(): ReactNode {
  return <StatGrid stats={headlineStats} readable />;
}
