// The two builds the page tests run against (npm run build:test): build/ at
// the root, and build-base/ under a base path, as GitHub Pages serves a
// project site. The deploy workflow gives both the deployment's address and
// EmailJS IDs, and publishes whichever matches its base path, so what goes
// live is what was tested; elsewhere they get stand-in IDs.
import { spawnSync } from 'node:child_process';
import { emailConfigEnv, testEmailConfig } from '../config/email';
import { testBasePath } from '../config/site';

const ids = emailConfigEnv(testEmailConfig(process.env));
const builds = [
  { outDir: 'build', baseUrl: '/' },
  { outDir: 'build-base', baseUrl: testBasePath(process.env) },
];

for (const { outDir, baseUrl } of builds) {
  console.log(`[build:test] ${outDir}/ with BASE_URL=${baseUrl}`);
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...ids, BASE_URL: baseUrl },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
