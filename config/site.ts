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
