import { mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCacheDir, withoutScripts } from '../buildCache';
import { documentKey, PdfCache, printerFingerprint, stylesheetsOf, tenderPackKey } from '../pdfCache';

const page = (bundle: string, body = '<main><h1>Privacy policy</h1></main>') =>
  `<html><head><link rel="stylesheet" href="/assets/css/styles.abc.css"><script src="/assets/js/main.${bundle}.js" defer></script></head><body>${body}<script>window.x=1</script></body></html>`;

describe('what a printed PDF depends on', () => {
  const printer = printerFingerprint('/no/such/chromium');

  it('leaves the scripts out, whose file names change whenever any page does', () => {
    expect(withoutScripts(page('1111'))).not.toMatch(/<script/);
    expect(documentKey(printer, 'https://example.org/policies/a/', page('1111'), true)).toBe(
      documentKey(printer, 'https://example.org/policies/a/', page('2222'), true),
    );
  });

  it('changes with the page, its address, its stylesheet, the printer and whether the tender pack takes it', () => {
    const key = documentKey(printer, 'https://example.org/policies/a/', page('1111'), true);
    expect(
      documentKey(printer, 'https://example.org/policies/a/', page('1111', '<main><h1>Other</h1></main>'), true),
    ).not.toBe(key);
    expect(documentKey(printer, 'https://example.org/website/policies/a/', page('1111'), true)).not.toBe(key);
    expect(
      documentKey(printer, 'https://example.org/policies/a/', page('1111').replace('styles.abc', 'styles.def'), true),
    ).not.toBe(key);
    expect(
      documentKey(printerFingerprint('/another/chromium'), 'https://example.org/policies/a/', page('1111'), true),
    ).not.toBe(key);
    expect(documentKey(printer, 'https://example.org/policies/a/', page('1111'), false)).not.toBe(key);
    expect(printerFingerprint('/no/such/chromium')).toBe(printer);
  });

  it('keys the tender pack by its parts, the day it says it was printed and the stylesheet it prints with', () => {
    const parts = [{ slug: 'a', packSection: 'policies' as const, title: 'A', mainHtml: '<h1>A</h1>', mainClass: 'm' }];
    const html = '<link rel="preload" href="/assets/css/styles.aebfcf2f.css" as="style"><p>a.css</p>';
    const styles = stylesheetsOf(html);
    expect(styles).toEqual(['/assets/css/styles.aebfcf2f.css']);
    const key = tenderPackKey(printer, 'https://example.org/compliance/', '2026-11-26', parts, styles);
    expect(tenderPackKey(printer, 'https://example.org/compliance/', '2026-11-27', parts, styles)).not.toBe(key);
    expect(
      tenderPackKey(
        printer,
        'https://example.org/compliance/',
        '2026-11-26',
        [{ ...parts[0]!, version: '1.1' }],
        styles,
      ),
    ).not.toBe(key);
    const restyled = stylesheetsOf(html.replace('aebfcf2f', '0b1c2d3e'));
    expect(tenderPackKey(printer, 'https://example.org/compliance/', '2026-11-26', parts, restyled)).not.toBe(key);
  });
});

describe('PdfCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pdf-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back what a build kept, the tender pack part included', async () => {
    const part = {
      slug: 'a',
      packSection: 'policies' as const,
      title: 'A',
      version: '1.0',
      mainHtml: '<h1>A</h1>',
      mainClass: 'm',
    };
    await new PdfCache(dir).put('k1', { bytes: new Uint8Array([1, 2, 3]), part });
    const later = await new PdfCache(dir).get('k1');
    expect([...later!.bytes]).toEqual([1, 2, 3]);
    expect(later!.part).toEqual(part);
    expect(await new PdfCache(dir).get('k2')).toBeUndefined();
  });

  it('counts an entry only once it is whole', async () => {
    writeFileSync(path.join(dir, 'k1.pdf'), 'half');
    expect(await new PdfCache(dir).get('k1')).toBeUndefined();
  });

  it('keeps nothing without a folder (BUILD_CACHE=off)', async () => {
    const cache = new PdfCache(undefined);
    await cache.put('k1', { bytes: new Uint8Array([1]) });
    expect(await cache.get('k1')).toBeUndefined();
  });

  it('removes entries no build has used for a month, and keeps the rest', async () => {
    const writer = new PdfCache(dir);
    for (const key of ['old', 'recent', 'used']) await writer.put(key, { bytes: new Uint8Array([1]) });
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    for (const key of ['old', 'used']) utimesSync(path.join(dir, `${key}.pdf`), longAgo, longAgo);
    const build = new PdfCache(dir);
    expect(await build.get('used')).toBeDefined();
    await build.prune();
    expect(existsSync(path.join(dir, 'old.pdf'))).toBe(false);
    expect(existsSync(path.join(dir, 'old.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'recent.pdf'))).toBe(true);
    expect(existsSync(path.join(dir, 'used.pdf'))).toBe(true);
  });
});

describe('buildCacheDir', () => {
  it('is beside the bundler cache, or under BUILD_CACHE_DIR, or none with BUILD_CACHE=off', () => {
    expect(buildCacheDir('/site', 'pdfs', {})).toBe(path.join('/site', 'node_modules', '.cache', 'pdfs'));
    expect(buildCacheDir('/site', 'pdfs', { BUILD_CACHE_DIR: '/tmp/cache' })).toBe(path.join('/tmp/cache', 'pdfs'));
    expect(buildCacheDir('/site', 'pdfs', { BUILD_CACHE: 'off', BUILD_CACHE_DIR: '/tmp/cache' })).toBeUndefined();
  });
});
