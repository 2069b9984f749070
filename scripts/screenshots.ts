// Screenshots of pages as a visitor sees them, for a person to look at:
// npm run screenshots -- [baseUrl] [route ...]  → reports/screenshots/*.png
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2);
const routes =
  given.length > 0
    ? given
    : ['/', '/service/rugged-apps-ai/', '/contactus/', '/faq/cybersecurity/', '/policies/privacypolicy/'];
// tsx runs this file as CommonJS (the package is not "type": "module"), so no top-level await.
async function main(): Promise<void> {
  const out = 'reports/screenshots';
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 375, height: 800 }],
    ] as const) {
      const page = await browser.newPage({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
      for (const route of routes) {
        await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
        const name = route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home';
        await page.screenshot({ path: `${out}/${name}-${label}-${scheme}.png`, fullPage: true });
      }
      await page.close();
    }
  }
  await browser.close();
  console.log(`Screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
