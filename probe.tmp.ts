import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { pdfPrintOptions } from './plugins/post-build/pdfPrint';
const variants: Record<string, string> = {
  none: '',
  afterP: `p.style.breakAfter='avoid'`,
  beforeUl: `ul.style.breakBefore='avoid'`,
  both: `p.style.breakAfter='avoid'; ul.style.breakBefore='avoid'; p.style.breakInside='avoid'`,
  firstLi: `p.style.breakAfter='avoid'; ul.firstElementChild.style.breakBefore='avoid'; ul.style.breakBefore='avoid'`,
};
(async () => {
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [name, code] of Object.entries(variants)) {
  await page.emulateMedia({ media: 'print' });
  await page.goto('http://localhost:4321/policies/privacypolicy/');
  await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => (l as HTMLLinkElement).sheet));
  await page.evaluate((code) => {
    for (const p of document.querySelectorAll<HTMLElement>('main p')) {
      const ul = p.nextElementSibling as HTMLElement | null;
      if (ul && /^(UL|OL|TABLE)$/.test(ul.tagName)) new Function('p', 'ul', code)(p, ul);
    }
  }, code);
  writeFileSync('/tmp/probe.pdf', await page.pdf(pdfPrintOptions('x', 'y')));
  const text = execFileSync('pdftotext', ['-layout', '/tmp/probe.pdf', '-'], { encoding: 'utf8' });
  const ends = text.split('\f').map((pg) => pg.trim().split('\n').filter((l) => l.trim()).slice(-2, -1)[0]?.trim() ?? '');
  console.log(name, ends.filter((l) => l.endsWith(':')));
}
await browser.close();
})();
