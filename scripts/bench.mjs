// npm run bench: builds the site and reports what it costs.
//   - build wall time;
//   - per route, in a real browser: HTML, first-load JS and CSS, raw and gzip;
//   - the search index (gzip), which loads only when a visitor uses search;
//   - Lighthouse (mobile and desktop, median of 3) unless --no-lighthouse.
// A benchmark, not a test: it prints figures and writes reports/bench.json.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser.mjs';
import { kib, pageWeight } from './lib/pageWeight.mjs';
import { serveBuild } from './lib/serveBuild.mjs';

export const benchRoutes = [
  '/',
  '/service/rugged-apps-ai/',
  '/service/cloudsolutions/',
  '/contactus/',
  '/faq/carbonreduction/',
  '/faq/cybersecurity/',
  '/policies/privacypolicy/',
  '/about/',
];
const args = process.argv.slice(2);

let buildSeconds = null;
if (!args.includes('--no-build')) {
  const start = process.hrtime.bigint();
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`Build wall time: ${buildSeconds.toFixed(1)} s`);
}

const server = await serveBuild();
const browser = await chromium.launch(chromiumLaunchOptions());
const rows = [];
try {
  console.log('\nroute                        HTML raw / gzip       first-load JS raw / gzip (files)   CSS raw / gzip');
  for (const route of benchRoutes) {
    const weight = await pageWeight(browser, `${server.url}${route}`);
    rows.push({ route, ...weight });
    const cell = (t, files) => `${kib(t.raw)} / ${kib(t.gzip)}${files ? ` (${t.files})` : ''}`;
    console.log(
      `${route.padEnd(29)}${cell(weight.html).padEnd(22)}${cell(weight.js, true).padEnd(35)}${cell(weight.css)}`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}

const searchIndex = readdirSync('build')
  .filter((name) => /^search-index.*\.json$/.test(name))
  .map((name) => {
    const bytes = readFileSync(`build/${name}`);
    return { file: name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
for (const index of searchIndex)
  console.log(`\nSearch index ${index.file}: ${kib(index.raw)} raw, ${kib(index.gzip)} gzip (loaded on first search)`);

let lighthouse = null;
if (!args.includes('--no-lighthouse')) {
  const { runLighthouse } = await import('./lighthouse.mjs');
  lighthouse = await runLighthouse();
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify({ buildSeconds, routes: rows, searchIndex, lighthouse }, null, 2));
console.log('\nWritten reports/bench.json');
