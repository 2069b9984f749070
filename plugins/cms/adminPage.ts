import { escapeHtml } from '../shared/escapeHtml';
import type { CmsBackend } from './config';

/**
 * The editor's CSP, what Decap needs and no more: `'unsafe-eval'` for ajv (decaporg/decap-cms#2138), inline styles for
 * emotion, GitHub's API and the local proxy, and GitHub avatars, `blob:` and `data:` images.
 */
export function adminContentSecurityPolicy(backend: CmsBackend): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' https://api.github.com http://localhost:${backend.localPort}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** /admin/index.html: Decap's script, then ours; noindex, so search engines leave it out. */
export function adminPage({
  title,
  baseUrl,
  backend,
}: {
  title: string;
  baseUrl: string;
  backend: CmsBackend;
}): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy(backend)}">
<title>Edit the website · ${escapeHtml(title)}</title>
<link rel="icon" href="${baseUrl}img/favicon.svg" type="image/svg+xml">
<link href="config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<noscript><p>The editor needs JavaScript. Without it, edit the Markdown files on GitHub as EDITING.md describes.</p></noscript>
<script src="decap/decap-cms.js"></script>
<script src="admin.js"></script>
</body>
</html>
`;
}
