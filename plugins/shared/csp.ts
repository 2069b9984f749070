// Content-Security-Policy as a <meta> tag (GitHub Pages sets no headers); inline scripts allowed by their SHA-256 hash,
// never 'unsafe-inline'. JSON blocks are data, which CSP does not govern.
import { createHash } from 'node:crypto';

/** The email provider's API, the only third party the browser may talk to. */
export const emailApiOrigin = 'https://api.emailjs.com';

const inlineScriptPattern =
  /<script(?![^>]*\bsrc=)(?![^>]*type="?application\/(?:ld\+)?json"?)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly search engine; it allows no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    // React sets style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailApiOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The enquiry form's own action, used only before React takes it over: a send opens the visitor's email program.
    "form-action 'self' mailto:",
    // No 'upgrade-insecure-requests': every address the pages load is the site's own (https in production),
    // and WebKit upgrades loopback too, so a page previewed over plain http on this machine never loaded its scripts.
  ].join('; ');
}

/** Puts (or replaces) the policy right after <meta charset>, before any script. */
export function withContentSecurityPolicy(html: string): string {
  const withoutOld = html.replace(/<meta http-equiv="?Content-Security-Policy"?[^>]*>/i, '');
  const policy = contentSecurityPolicy(inlineScriptHashes(withoutOld));
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(withoutOld);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${withoutOld.slice(0, end)}${tag}${withoutOld.slice(end)}`;
  }
  return withoutOld.replace(/<head([^>]*)>/i, `<head$1>${tag}`);
}
