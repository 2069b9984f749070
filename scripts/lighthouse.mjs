// Lighthouse over the key routes, mobile and desktop, median of 3 runs each,
// driving the same Chromium as the page tests. Run by `npm run bench`, or
// alone: npx tsx scripts/lighthouse.mjs (expects an existing build/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromiumExecutable, headlessChromiumFlags } from './lib/chromium.ts';
import { serveBuild } from './lib/serveBuild.ts';

export const lighthouseRoutes = [
  '/',
  '/service/rugged-apps-ai/',
  '/contactus/',
  '/faq/cybersecurity/',
  '/policies/privacypolicy/',
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKiB: (audit('total-byte-weight') ?? 0) / 1024,
  };
}

export async function runLighthouse() {
  const server = await serveBuild(4181);
  const chrome = await launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...headlessChromiumFlags],
  });
  const results = [];
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const route of lighthouseRoutes) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const config =
            formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
          const { lhr } = await lighthouse(
            `${server.url}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            config,
          );
          samples.push(summarise(lhr));
        }
        const keys = Object.keys(samples[0]);
        const row = {
          formFactor,
          route,
          ...Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])),
        };
        results.push(row);
        console.log(
          `${formFactor.padEnd(8)}${route.padEnd(28)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  FCP ${Math.round(row.fcpMs)} ms  LCP ${Math.round(row.lcpMs)} ms  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  ${row.transferKiB.toFixed(0)} KiB`,
        );
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/lighthouse.json', JSON.stringify(results, null, 2));
  console.log('Written reports/lighthouse.json');
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runLighthouse();
