import type { ReactNode } from 'react';
import StatGrid from '@site/src/components/StatGrid';
import { headlineStats, type HeadlineStatPage } from '@site/src/data/headlineStats';

/**
 * A page's headline figures with what each rests on, written as
 * `<HeadlineStats page="iqSuite" />` in Markdown: the figures are data with
 * their basis (src/data/headlineStats.ts), shared with the home page.
 */
export default function HeadlineStats({ page }: { page: HeadlineStatPage }): ReactNode {
  return <StatGrid stats={headlineStats(page)} />;
}
