/**
 * The element id an address's `#fragment` names, or undefined for none. A
 * malformed escape (`#%E0`, typed or truncated in a shared link) is taken as
 * written rather than throwing, which would stop the code that reads it.
 */
export function idFromHash(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
