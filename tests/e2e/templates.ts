/**
 * The site's page templates: every page in the sitemap is one of these, by
 * its address. Checks that depend on a template's markup rather than on its
 * words (axe, the critical-CSS comparison) run once per template, on its
 * first page in the sitemap; every-page.spec.ts fails when a sitemap page
 * matches none, so a new kind of page cannot go unchecked.
 */
export const pageTemplates = [
  { name: 'home', path: /^\/$/ },
  {
    name: "page prose (a page's Markdown as title band and sections)",
    path: /^\/(about|service|service\/mainservice|service\/partner-ships|service\/rugged-apps-ai)\/$/,
  },
  { name: 'service page', path: /^\/service\/[^/]+\/$/ },
  { name: 'contact', path: /^\/contactus\/$/ },
  { name: 'compliance hub', path: /^\/compliance\/$/ },
  {
    name: 'Markdown page (accessibility statement, summary of insurance cover)',
    path: /^\/(accessibility|compliance\/insurance)\/$/,
  },
  { name: 'policy index', path: /^\/policies\/mainpolicy\/$/ },
  { name: 'policy', path: /^\/policies\/[^/]+\/$/ },
  { name: 'FAQ index', path: /^\/faq\/$/ },
  { name: 'FAQ page', path: /^\/faq\/[^/]+\/$/ },
  { name: 'Insights list', path: /^\/insights\/$/ },
  { name: 'Insights subjects', path: /^\/insights\/tags\/$/ },
  { name: 'Insights subject', path: /^\/insights\/tags\/[^/]+\/$/ },
  { name: 'Insights authors', path: /^\/insights\/authors\/$/ },
  { name: 'Insights author', path: /^\/insights\/authors\/[^/]+\/$/ },
  { name: 'Insights post', path: /^\/insights\/[^/]+\/$/ },
] as const;

/** The first template a path matches (the table runs from the specific to the general), if any. */
export function templateOf(path: string): (typeof pageTemplates)[number] | undefined {
  return pageTemplates.find((template) => template.path.test(path));
}

/** Each template with the first of `paths` that is one of its pages. */
export function templatePages(paths: readonly string[]): { template: string; path: string }[] {
  return pageTemplates.flatMap((template) => {
    const path = paths.find((candidate) => templateOf(candidate) === template);
    return path ? [{ template: template.name, path }] : [];
  });
}
