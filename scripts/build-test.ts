// The page tests' build: build/ at the root. A deployment under a base path (BASE_URL=/<repo>/, a project site) also
// gets build-base/ under it, which the deploy publishes; the editor check (tests/editor/run.ts) builds its copy of the
// site under that base path and proves search and the links there, so a plain `npm test` builds the site twice in all.
import { spawnSync } from 'node:child_process';
import { emailConfigEnv, testEmailConfig } from '../config/email';
import { siteBaseUrl, testBasePath } from '../config/site';

const ids = emailConfigEnv(testEmailConfig(process.env));
const deployedUnderBasePath = siteBaseUrl(process.env) !== '/';
const builds = [
  { outDir: 'build', baseUrl: '/' },
  ...(deployedUnderBasePath ? [{ outDir: 'build-base', baseUrl: testBasePath(process.env) }] : []),
];

for (const { outDir, baseUrl } of builds) {
  console.log(`[build:test] ${outDir}/ with BASE_URL=${baseUrl}`);
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...ids, BASE_URL: baseUrl },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
