/** The name the editor's own Markdown format is registered under (browser/admin.ts) and used by (config.ts). */
export const siteFormat = 'site-markdown';
