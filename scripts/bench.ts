// npm run bench: builds the site and reports what it costs (build time, bytes per route, PDFs, the install, search,
// and Lighthouse through Lighthouse CI unless --no-lighthouse). --base REV compares a build of REV in the same run.
// Prints figures and writes reports/bench.json; never a test.
import { installSize } from './lib/installSize';
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../plugins/shared/chromium';
import { kib, type PageWeight, pageWeight } from './lib/pageWeight';
import { serveBuild } from '../plugins/shared/serveBuild';
import { indexSize, searchBench, searchQuality } from './lib/searchBench';
import { formFactorsFromArgs, type LighthouseRow, routesFromArgs, runLighthouse } from './lighthouse';

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
type Quality = Awaited<ReturnType<typeof searchQuality>>;
type SearchFigures = { index: ReturnType<typeof indexSize>; quality: Quality } & Awaited<
  ReturnType<typeof searchBench>
>;
type Measured = { rows: (PageWeight & { route: string })[]; search: SearchFigures };

/** One build served: bytes per route, and search's bytes, times and ranking. */
async function measure(buildDir: string, port: number): Promise<Measured> {
  // Pagefind's files load only when a visitor searches: the server counts the bytes a query transfers.
  let sentBytes = 0;
  const server = await serveBuild(port, path.resolve(buildDir), '/', (_, bytes) => {
    sentBytes += bytes;
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const rows = [];
    for (const route of benchRoutes) rows.push({ route, ...(await pageWeight(browser, `${server.url}${route}`)) });
    const figures = await searchBench(browser, server.url, () => sentBytes);
    const quality = await searchQuality(browser, server.url);
    return { rows, search: { index: indexSize(buildDir), quality, ...figures } };
  } finally {
    await browser.close();
    server.stop();
  }
}

async function main() {
  let buildSeconds: number | null = null;
  if (!args.includes('--no-build')) {
    const start = process.hrtime.bigint();
    const output = execSync('npm run build', { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
    buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(`Build wall time: ${buildSeconds.toFixed(1)} s`);
    // The build's own steps report their time: the PDFs are the slow one.
    for (const step of output.split('\n').filter((text) => /^\[(search|pdf)\]/.test(text))) console.log(`  ${step}`);
  }

  const { rows, search } = await measure('build', 4180);
  console.log('\nroute                        HTML raw / gzip       first-load JS raw / gzip (files)   CSS raw / gzip');
  const cell = (t: PageWeight['js'], files?: boolean) =>
    `${kib(t.raw)} / ${kib(t.gzip)}${files ? ` (${t.files})` : ''}`;
  for (const { route, html, js, css } of rows)
    console.log(`${route.padEnd(29)}${cell(html).padEnd(22)}${cell(js, true).padEnd(35)}${cell(css)}`);

  const baseArg = args.indexOf('--base');
  const baseRev = baseArg >= 0 ? args[baseArg + 1] : null;
  let base: Measured | null = null;
  if (baseRev) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-base-'));
    try {
      execSync(`git worktree add --detach ${dir} ${baseRev}`, { stdio: 'ignore' });
      execSync('(npm ci --no-audit --no-fund || npm install --no-audit --no-fund) && npm run build', {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      // Today's queries on the base's index too: what a change of content or ranking did to search.
      base = await measure(path.join(dir, 'build'), 4182);
    } finally {
      execSync(`git worktree remove --force ${dir}`, { stdio: 'ignore' });
    }
    console.log(`\nFirst-load JS gzip, ${baseRev} → this tree:`);
    for (const [index, row] of rows.entries()) {
      const before = base.rows[index]!.js.gzip;
      const delta = row.js.gzip - before;
      console.log(
        `  ${row.route.padEnd(29)}${kib(before).padStart(11)} → ${kib(row.js.gzip).padStart(11)}  (${delta <= 0 ? '' : '+'}${kib(delta)})`,
      );
    }
  }

  // The tender-ready PDFs the build prints (plugins/post-build/pdfs.ts).
  const pdfs = readdirSync('build/pdf')
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => ({ file: name, bytes: statSync(path.join('build/pdf', name)).size }));
  console.log('\nPDFs (build/pdf):');
  for (const pdf of pdfs) console.log(`  ${pdf.file.padEnd(28)}${kib(pdf.bytes).padStart(11)}`);

  // The install: a figure to watch, explained in docs/maintaining/dependencies.md.
  const install = installSize(process.cwd());
  console.log(`\nInstall (node_modules): ${install.totalMiB} MiB; packages over 10 MB:`);
  for (const pkg of install.large) {
    console.log(
      `  ${pkg.name.padEnd(36)}${`${pkg.MiB} MiB`.padStart(8)}${pkg.explained ? '' : '  (not in dependencies.md)'}`,
    );
  }

  const { index, quality } = search;
  console.log(`\nSearch (Pagefind), loaded only when a visitor searches:
  index on disk           ${kib(index.bytes)} in ${index.files} files
  first query transfers   ${kib(search.firstQueryBytes)} (dialog code, script, WebAssembly, index chunks)
  a later query transfers ${kib(search.laterQueryBytes)}
  keystroke to results    first ${search.firstQueryMs.toFixed(0)} ms; median ${search.medianMs.toFixed(0)} ms over ${search.queries} new queries, ${search.medianMsChunksLoaded.toFixed(0)} ms once their chunks are loaded
  ranking                 answer in the first five for ${(100 * quality.inFirstFive).toFixed(1)} % of ${quality.queries} queries, first for ${(100 * quality.first).toFixed(1)} %; mean reciprocal rank ${quality.meanReciprocalRank.toFixed(3)}`);
  if (base) {
    const ranking = (q: Quality) =>
      `${(100 * q.inFirstFive).toFixed(1)} % in the first five, ${(100 * q.first).toFixed(1)} % first, MRR ${q.meanReciprocalRank.toFixed(3)}`;
    console.log(`
Search ranking, the same ${quality.queries} queries, ${baseRev} → this tree:
  ${ranking(base.search.quality)} → ${ranking(quality)}`);
    const rankText = (rank: number) => (rank === 0 ? 'not in 20' : `#${rank}`);
    for (const [at, { query, rank }] of quality.ranks.entries()) {
      const before = base.search.quality.ranks[at]!.rank;
      if (before !== rank) console.log(`  ${JSON.stringify(query).padEnd(28)}${rankText(before)} → ${rankText(rank)}`);
    }
  }

  let lighthouse: LighthouseRow[] | null = null;
  if (!args.includes('--no-lighthouse')) lighthouse = runLighthouse(routesFromArgs(args), formFactorsFromArgs(args));

  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/bench.json',
    JSON.stringify(
      {
        buildSeconds,
        routes: rows,
        baseRev,
        baseRoutes: base?.rows ?? null,
        baseSearch: base?.search.quality ?? null,
        pdfs,
        install,
        search,
        lighthouse,
      },
      null,
      2,
    ),
  );
  console.log('\nWritten reports/bench.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
