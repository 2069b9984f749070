import { credentialGroups } from './credentials';

/**
 * The evidence a buyer checks first, shown under the home page's first
 * screen in its groups (./credentials.ts), each item a link to its row of
 * the compliance hub. A module of its own: a page's script carries the whole
 * of every data module it imports, and the home page needs none of the hub's
 * rows.
 */
export const proofStrip = {
  heading: 'Evidence for buyers',
  groups: credentialGroups,
} as const;

/** Every item of the strip, in order. */
export const proofStripPoints = proofStrip.groups.flatMap((group) => group.items);
