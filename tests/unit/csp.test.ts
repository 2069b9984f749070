import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, withContentSecurityPolicy } from '../../plugins/shared/csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  const page =
    '<!doctype html><html><head><meta charset="UTF-8"><script>setTheme()</script><script src="/main.js" defer></script>' +
    '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><script>redirect()</script></body></html>';

  it('hashes inline scripts but not external scripts or JSON-LD data', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('setTheme()'), sha('redirect()')].sort());
  });

  it('allows only the site and the email API, never inline script by default', () => {
    const policy: string = contentSecurityPolicy([sha('x')]);
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('x')}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self' mailto:");
  });

  it('upgrades no request, so a local preview over plain http loads in WebKit, which upgrades loopback', () => {
    expect(contentSecurityPolicy([])).not.toContain('upgrade-insecure-requests');
  });

  it('puts the policy before the first script and replaces an old one', () => {
    const once: string = withContentSecurityPolicy(page);
    const twice: string = withContentSecurityPolicy(once);
    expect(twice).toBe(once);
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script'));
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1);
  });
});
