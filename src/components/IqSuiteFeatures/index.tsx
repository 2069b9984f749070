import type { ReactNode } from 'react';
import CardGrid from '@site/src/components/CardGrid';
import { iqSuiteFeatures } from '@site/src/data/iqSuiteFeatures';

/**
 * The IQ Suite's three building blocks, numbered, with the Rugged Apps AI
 * page's longer text. Written as `<IqSuiteFeatures />` in that page's
 * Markdown: the titles are shared with the home page's cards, so they are
 * stated once (src/data/iqSuiteFeatures.ts).
 */
export default function IqSuiteFeatures(): ReactNode {
  return <CardGrid items={iqSuiteFeatures} numbered />;
}
