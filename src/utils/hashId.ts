/** The element id an address's `#fragment` names, or undefined; a malformed escape is taken as written, not thrown. */
export function idFromHash(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
