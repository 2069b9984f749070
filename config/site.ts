/**
 * Where the site is deployed. The same build deploys to a custom domain or to
 * `https://<org>.github.io/<repo>/`, so both come from the environment.
 */
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

/**
 * The base path the page tests build the site under besides the root (a
 * GitHub Pages project site): the deployment's own when it has one, so the
 * deploy workflow publishes a build the tests ran against.
 */
export function testBasePath(env: Env): string {
  const base = siteBaseUrl(env);
  return base === '/' ? '/website/' : base;
}
