import type { ReactNode } from 'react';
import { regulations } from '@site/src/data/regulations';

export type RegulationField = keyof typeof regulations;

/** A rule we quote in its source's words (`<Regulation show="ppn006Threshold" />`), apart from `<Company />`'s data. */
export default function Regulation({ show }: { show: RegulationField }): ReactNode {
  if (!Object.hasOwn(regulations, show)) {
    // Markdown is not type-checked: fail the build with the bad name rather than print nothing.
    throw new Error(`<Regulation show="${show}" />: unknown rule. Use one of: ${Object.keys(regulations).join(', ')}`);
  }
  return regulations[show];
}
