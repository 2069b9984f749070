// The page tests' two builds: build/ at the root and build-base/ under a base path; the deploy publishes the one
// matching its own, so what goes live is what was tested.
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
