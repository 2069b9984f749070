import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withContentSecurityPolicy } from '../shared/csp';
import { escapeHtml } from '../shared/escapeHtml';

type Redirect = { readonly from: string; readonly to: string };

const indexFile = (outDir: string, route: string) => path.join(outDir, route.replace(/^\//, ''), 'index.html');

/**
 * A page for each old address that sends the visitor on: ours, since plugin-client-redirects' page fails the HTML
 * check. Titled, not indexed, `location.replace` with a meta refresh and a link as fallbacks, and its own CSP.
 */
export async function writeRedirectPages(
  outDir: string,
  { siteUrl, baseUrl }: { siteUrl: string; baseUrl: string },
  redirects: readonly Redirect[],
): Promise<string> {
  for (const { from, to } of redirects) {
    const target = `${baseUrl}${to.replace(/^\//, '')}/`;
    let targetHtml: string;
    try {
      targetHtml = await readFile(indexFile(outDir, to), 'utf8');
    } catch {
      throw new Error(`[redirects] ${from} redirects to ${to}, which the build has no page for.`);
    }
    const title = targetHtml.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? target;
    const heading = targetHtml.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? title;
    const page = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${title}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(`${siteUrl}${target}`)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
<script>location.replace(${JSON.stringify(target)} + location.search + location.hash);</script>
</head>
<body>
<p>This page has moved to <a href="${escapeHtml(target)}">${heading}</a>.</p>
</body>
</html>
`;
    await mkdir(path.dirname(indexFile(outDir, from)), { recursive: true });
    await writeFile(indexFile(outDir, from), withContentSecurityPolicy(page));
  }
  return `[redirects] ${redirects.map(({ from, to }) => `${from} → ${to}`).join(', ')}`;
}
