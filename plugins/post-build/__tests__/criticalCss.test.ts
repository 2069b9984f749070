import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { criticalCssStep } from '../criticalCss';

/**
 * The minifier's output leaves out optional end tags; the critical CSS must
 * still hold the rules a browser applies to that markup, or what a visitor
 * sees moves when the whole stylesheet arrives.
 */
describe('critical CSS of a page as the minifier writes it', () => {
  let outDir: string;

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'critical-css-'));
    await mkdir(path.join(outDir, 'assets/css'), { recursive: true });
    await writeFile(
      path.join(outDir, 'assets/css/styles.css'),
      '.markdown li+li{margin-top:4px}.markdown p+.meta{font-weight:600}.absent{color:red}',
    );
  });

  afterEach(() => rm(outDir, { recursive: true, force: true }));

  it('keeps rules that match siblings whose end tags are left out, and only the rules the page uses', async () => {
    const body =
      '<div class=markdown><ul><li><h2>One</h2><p>Summary<p class=meta>15 questions<li><h2>Two</h2><p>Summary</ul></div>';
    const page = `<!doctype html><html lang=en-GB><head><link rel=stylesheet href=/assets/css/styles.css></head><body>${body}</body></html>`;
    const output = await criticalCssStep(outDir, '/').run(page, 'index.html');
    const critical = /<style>([\s\S]*?)<\/style>/.exec(output)?.[1];
    expect(critical).toContain('.markdown li+li{margin-top:4px}');
    expect(critical).toContain('.markdown p+.meta{font-weight:600}');
    expect(critical).not.toContain('.absent');
    // The page itself is as built: only the stylesheet's link is replaced.
    expect(output).toContain(body);
    expect(output).toContain('<noscript><link rel="stylesheet" href="/assets/css/styles.css"></noscript>');
  });

  it('takes the critical CSS from Beasties, not from a <noscript> style before the stylesheet', async () => {
    const noscript = '<noscript><style>[data-needs-script]{visibility:hidden}</style></noscript>';
    const page = `<!doctype html><html lang=en-GB><head>${noscript}<link rel=stylesheet href=/assets/css/styles.css></head><body><div class=markdown><p>One<p class=meta>Two</div></body></html>`;
    const output = await criticalCssStep(outDir, '/').run(page, 'index.html');
    expect(output).toContain(noscript);
    const critical = /<style>([\s\S]*?)<\/style>/.exec(output.replace(noscript, ''))?.[1];
    expect(critical).toContain('.markdown p+.meta{font-weight:600}');
  });

  it("takes a page's critical CSS from the cache when its markup is as a build that kept it found it", async () => {
    const cacheDir = path.join(outDir, 'cache');
    const page = (script: string, body: string) =>
      `<!doctype html><html lang=en-GB><head><link rel=stylesheet href=/assets/css/styles.css><script src=/assets/js/${script}.js defer></script></head><body>${body}</body></html>`;
    const body = '<div class=markdown><ul><li>One<li>Two</ul></div>';
    await criticalCssStep(outDir, '/', cacheDir).run(page('main.1111', body), 'index.html');
    // Not read again: a stylesheet's name is its content hash, so the same name means the same rules.
    await writeFile(path.join(outDir, 'assets/css/styles.css'), '.markdown li+li{margin-top:8px}');
    const again = await criticalCssStep(outDir, '/', cacheDir).run(page('main.2222', body), 'index.html');
    expect(again).toContain('.markdown li+li{margin-top:4px}');
    const changed = await criticalCssStep(outDir, '/', cacheDir).run(page('main.2222', `${body}<p>New`), 'index.html');
    expect(changed).toContain('.markdown li+li{margin-top:8px}');
  });
});
