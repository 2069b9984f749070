/**
 * Opens the closed `<details>` holding the element an address's `#fragment`
 * names: an FAQ question (`/faq/x/#question`) is the heading in its panel's
 * summary, where the browsers' own "open the details that holds the target"
 * does not apply (the summary shows while the panel is closed). A malformed
 * escape (`#%E0`) is taken as written.
 *
 * The rule is written once, here. It is self-contained (no imports, nothing
 * from around it) because the build also writes its source into every page as
 * an inline script (plugins/open-linked-details), so it works at the first
 * paint; src/clientModules/faqDeepLink.ts runs it after each navigation.
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
