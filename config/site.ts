/** Where the site is deployed, from the environment: a custom domain or `https://<org>.github.io/<repo>/`. */
type Env = Record<string, string | undefined>;

export const defaultSiteUrl = 'https://www.harbourline-digital.example';

export function siteUrl(env: Env): string {
  const url = env.SITE_URL?.trim() || defaultSiteUrl;
  return url.replace(/\/+$/, '');
}

/** Docusaurus wants a base URL that starts and ends with a slash. */
export function siteBaseUrl(env: Env): string {
  const raw = env.BASE_URL?.trim() || '/';
  const inner = raw.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

/** The base path the page tests also build under: the deployment's own when it has one. */
export function testBasePath(env: Env): string {
  const base = siteBaseUrl(env);
  return base === '/' ? '/website/' : base;
}
