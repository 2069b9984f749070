// npm run cms: the editor at /admin/ on this machine, saving to this working copy through decap-server.
//   tsx scripts/cms.ts [--build] [--port 3000]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cmsBackendFromEnv } from '../plugins/cms/config';
import { serveBuild } from '../plugins/shared/serveBuild';
import { stopWithNpm } from './lib/stopWithNpm';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex === -1 ? 3000 : Number(args[portIndex + 1]);
const siteDir = path.join(__dirname, '..');
const buildDir = path.join(siteDir, 'build');

if (args.includes('--build') || !existsSync(path.join(buildDir, 'admin', 'index.html'))) {
  console.log('[cms] building the site without PDFs, so the editor and its preview styles are up to date…');
  const built = spawnSync('npx', ['docusaurus', 'build'], {
    cwd: siteDir,
    stdio: 'inherit',
    env: { ...process.env, PDFS: 'off' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { localPort } = cmsBackendFromEnv();
// Bound to this computer only: the proxy has no sign-in, so nobody else on the network may reach it.
const proxy = spawn(process.execPath, [require.resolve('decap-server')], {
  cwd: siteDir,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(localPort), BIND_HOST: 'localhost', MODE: 'fs', GIT_REPO_DIRECTORY: siteDir },
});
let stopping = false;
proxy.on('exit', (code) => {
  if (stopping) process.exit(0);
  console.error(`[cms] decap-server stopped (${code}); is port ${localPort} in use? Set CMS_PROXY_PORT to another.`);
  process.exit(code ?? 1);
});
// Stopped by Ctrl+C or with the npm that started it: the proxy goes too, or it would keep the port and keep
// writing to the working copy.
stopWithNpm(() => {
  stopping = true;
  proxy.kill('SIGTERM');
});

serveBuild(port, buildDir, '/').then(
  (server) =>
    console.log(
      `[cms] the editor is at ${server.url}/admin/ and saves to ${siteDir}. Press "Login" (no account needed). Ctrl+C stops it.`,
    ),
  (error: unknown) => {
    console.error(error);
    proxy.kill();
    process.exit(1);
  },
);
