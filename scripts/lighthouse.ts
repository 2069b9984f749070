// Lighthouse through Lighthouse CI (@lhci/cli), phone and desktop, the median of 3 runs a route, on a build in
// build/: the key routes below, or every route with --all-routes. Run by `npm run bench`, or alone:
//   npx tsx scripts/lighthouse.ts [--all-routes | /route/ ...] [--mobile]
// Lighthouse CI serves the folder, runs Lighthouse, picks each route's median run and writes its reports to reports/.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumExecutable, headlessChromiumFlags } from '../plugins/shared/chromium';
import { sitemapPaths } from './lib/sitemap';

export const lighthouseRoutes = [
  '/',
  '/service/rugged-apps-ai/',
  '/contactus/',
  '/faq/cybersecurity/',
  '/policies/privacypolicy/',
];
/** The routes asked for on the command line: --all-routes, some routes, or the key routes. */
export function routesFromArgs(args: readonly string[]): readonly string[] {
  if (args.includes('--all-routes')) return sitemapPaths();
  const routes = args.filter((arg) => arg.startsWith('/'));
  return routes.length > 0 ? routes : lighthouseRoutes;
}

type FormFactor = 'mobile' | 'desktop';
/** The form factors asked for: both, or the phone alone with --mobile. */
export function formFactorsFromArgs(args: readonly string[]): readonly FormFactor[] {
  return args.includes('--mobile') ? ['mobile'] : ['mobile', 'desktop'];
}

export type LighthouseRow = {
  formFactor: FormFactor;
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const toolsDir = path.join(__dirname, 'lighthouse-tools');

/** Lighthouse CI's command, installed from ./lighthouse-tools on first use and when its pinned version changes. */
function lhciCommand(): string {
  const { dependencies } = JSON.parse(readFileSync(path.join(toolsDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const manifest = path.join(toolsDir, 'node_modules/@lhci/cli/package.json');
  const installed = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : undefined;
  if (installed !== dependencies['@lhci/cli']) {
    console.log(`[lighthouse] installing Lighthouse CI ${dependencies['@lhci/cli']} in scripts/lighthouse-tools…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolsDir, stdio: 'inherit' });
  }
  return path.join(toolsDir, 'node_modules/.bin/lhci');
}

/** The parts of a Lighthouse report we read, and of the manifest Lighthouse CI writes beside the reports. */
type Report = {
  requestedUrl: string;
  audits: Record<string, { numericValue?: number } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
};
type ManifestEntry = { url: string; isRepresentativeRun: boolean; jsonPath: string };

function collect(lhci: string, routes: readonly string[], formFactor: FormFactor): LighthouseRow[] {
  const outputDir = path.resolve('reports/lighthouse', formFactor);
  const run = (args: string[]) => execFileSync(lhci, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  run([
    'collect',
    '--staticDistDir=build',
    ...routes.map((route) => `--url=http://localhost${route}`),
    `--numberOfRuns=${process.env.LIGHTHOUSE_RUNS ?? 3}`,
    `--chromePath=${chromiumExecutable()}`,
    `--settings.chromeFlags=--headless=new ${headlessChromiumFlags.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--settings.preset=desktop'] : []),
  ]);
  run(['upload', '--target=filesystem', `--outputDir=${outputDir}`]);
  const manifest = JSON.parse(readFileSync(path.join(outputDir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  return manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => {
      const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as Report;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      return {
        formFactor,
        route: new URL(lhr.requestedUrl).pathname,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
    })
    .sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route));
}

export function runLighthouse(
  routes: readonly string[] = lighthouseRoutes,
  formFactors: readonly FormFactor[] = ['mobile', 'desktop'],
): LighthouseRow[] {
  const lhci = lhciCommand();
  const rows = formFactors.flatMap((formFactor) => collect(lhci, routes, formFactor));
  console.log('\nLighthouse (median of the runs)      perf  a11y  LCP ms  TBT ms    CLS');
  for (const row of rows) {
    console.log(
      `${row.formFactor.padEnd(8)}${row.route.padEnd(29)}${String(row.performance).padStart(5)}${String(row.accessibility).padStart(6)}` +
        `${Math.round(row.lcpMs).toString().padStart(8)}${Math.round(row.tbtMs).toString().padStart(8)}${row.cls.toFixed(3).padStart(7)}`,
    );
  }
  console.log('Reports in reports/lighthouse/');
  return rows;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  runLighthouse(routesFromArgs(args), formFactorsFromArgs(args));
}
