import type { PropSidebarBreadcrumbsItem, PropSidebarItem } from '@docusaurus/plugin-content-docs';

/** Same page whatever the case or trailing slash (as the theme compares them). */
function samePath(a: string | undefined, b: string): boolean {
  const normalise = (path: string) => (path.endsWith('/') ? path : `${path}/`).toLowerCase();
  return a !== undefined && normalise(a) === normalise(b);
}

/**
 * The sidebar's path to the page at `pathname`: each category that holds it,
 * outermost first, then the page's own entry. Empty when the sidebar does not
 * list the page. What the docs plugin's `useSidebarBreadcrumbs` returns, from
 * the same sidebar.
 */
export function sidebarBreadcrumbs(items: readonly PropSidebarItem[], pathname: string): PropSidebarBreadcrumbsItem[] {
  for (const item of items) {
    if (item.type === 'category') {
      if (samePath(item.href, pathname)) return [item];
      const inside = sidebarBreadcrumbs(item.items, pathname);
      if (inside.length > 0) return [item, ...inside];
    } else if (item.type === 'link' && item.docId && samePath(item.href, pathname)) {
      return [item];
    }
  }
  return [];
}
