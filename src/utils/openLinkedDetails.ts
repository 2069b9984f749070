/**
 * Opens the closed `<details>` whose summary holds the element the `#fragment` names (an FAQ question). Written once
 * and self-contained: the build inlines its source into every page (plugins/open-linked-details).
 */
export function openLinkedDetails(hash: string): void {
  const raw = hash.charAt(0) === '#' ? hash.slice(1) : hash;
  if (!raw) return;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // Taken as written.
  }
  const target = document.getElementById(id);
  const panel = target && target.closest('details');
  if (panel && !panel.open) panel.open = true;
}
