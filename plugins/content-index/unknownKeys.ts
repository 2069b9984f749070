import leven from 'leven';

/** The message for an unknown front-matter key, with the key most likely meant; shared by the build and the editor. */

/** The known key an unknown one was most likely meant to be, if one is close (a typo, not another word). */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  const [best] = known
    .map((candidate) => ({ candidate, distance: leven(key, candidate) }))
    .sort((a, b) => a.distance - b.distance);
  return best && best.distance <= Math.max(2, Math.floor(key.length / 3)) ? best.candidate : undefined;
}

/** "`tender_pak` is not a field; did you mean `tender_pack`?" */
export function unknownKeyMessage(key: string, known: readonly string[]): string {
  const nearest = nearestKey(key, known);
  return nearest
    ? `"${key}" is not a field; did you mean "${nearest}"?`
    : `"${key}" is not a field of this page: remove it, or use one of ${known.map((name) => `"${name}"`).join(', ')}`;
}
