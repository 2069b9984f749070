import { evidence } from './company';

/**
 * The evidence a buyer checks first, shown under the home page's first
 * screen, each a link to its row of the compliance hub (./compliance.ts).
 * Labels are built from the evidence data, so they change with it. A module
 * of its own: a page's script carries the whole of every data module it
 * imports, and the home page needs none of the hub's rows.
 */
export const proofStrip = {
  heading: 'Evidence for buyers',
  points: [
    { rowId: 'cyber-essentials', label: `${evidence.cyberEssentials.level} certified` },
    { rowId: 'data-protection', label: `Registered with the ICO, ${evidence.icoRegistration}` },
    { rowId: 'carbon-reduction-plan', label: 'Carbon Reduction Plan published' },
    {
      rowId: 'business-continuity',
      label: `${evidence.alignedStandards.businessContinuity.name}: aligned, not certified`,
    },
    { rowId: 'quality-management', label: `${evidence.alignedStandards.quality.name}: aligned, not certified` },
  ],
} as const satisfies { heading: string; points: readonly { rowId: string; label: string }[] };
