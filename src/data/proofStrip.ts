import { credentialGroups } from './credentials';

/** The evidence a buyer checks first, under the home page's first screen: a module apart, so home carries none of the hub. */
export const proofStrip = {
  heading: 'Evidence for buyers',
  groups: credentialGroups,
} as const;

/** Every item of the strip, in order. */
export const proofStripPoints = proofStrip.groups.flatMap((group) => group.items);
