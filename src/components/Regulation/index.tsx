import type { ReactNode } from 'react';
import { regulations } from '@site/src/data/regulations';

export type RegulationField = keyof typeof regulations;

/**
 * Prints a rule we quote on several pages in its source's own words, from
 * src/data/regulations.ts: `<Regulation show="ppn006Threshold" />`. Kept
 * apart from `<Company />`, so a page that quotes a rule does not carry the
 * company's data with it.
 */
export default function Regulation({ show }: { show: RegulationField }): ReactNode {
  if (!Object.hasOwn(regulations, show)) {
    // Markdown is not type-checked: fail the build with the bad name rather than print nothing.
    throw new Error(`<Regulation show="${show}" />: unknown rule. Use one of: ${Object.keys(regulations).join(', ')}`);
  }
  return regulations[show];
}
