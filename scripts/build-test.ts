// The two builds the page tests run against (npm run build:test): build/ at
// the root, and build-base/ under a base path, as GitHub Pages serves a
// project site. The deploy workflow gives both the deployment's address and
// EmailJS IDs, and publishes whichever matches its base path, so what goes
// live is what was tested; elsewhere they get stand-in IDs.
import { spawnSync } from 'node:child_process';
import { emailConfigEnv, testEmailConfig } from '../config/email';
import { siteBaseUrl, testBasePath } from '../config/site';

const ids = emailConfigEnv(testEmailConfig(process.env));
// With no base path of its own, the deployment publishes build/, and build-base/ exists only for
// the search test under /website/: it needs no PDFs, and printing them costs every run 10 s.
const deployedUnderBasePath = siteBaseUrl(process.env) !== '/';
const builds = [
  { outDir: 'build', baseUrl: '/', env: {} },
  { outDir: 'build-base', baseUrl: testBasePath(process.env), env: deployedUnderBasePath ? {} : { PDFS: 'off' } },
];

for (const { outDir, baseUrl, env } of builds) {
  console.log(`[build:test] ${outDir}/ with BASE_URL=${baseUrl}`);
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...ids, ...env, BASE_URL: baseUrl },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
