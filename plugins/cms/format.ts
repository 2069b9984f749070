/** The name the editor's own Markdown format is registered under (browser/admin.ts) and used by (config.ts). */
export const siteFormat = 'site-markdown';

/** The policies' format: the site's, with each policy's print switches as the build reads them. */
export const policyFormat = 'site-policy-markdown';
