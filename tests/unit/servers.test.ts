import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A server started in the background stops when the PID the shell printed is killed: that PID is npm's, so each
 * long-running script runs straight under `node` and stops when npm goes (scripts/lib/stopWithNpm.ts), and
 * `scripts/cms.ts` and `scripts/start.ts` stop what they started.
 */
const root = path.join(__dirname, '../..');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

test.each(['start', 'serve', 'cms'])(
  'npm run %s runs its script straight under node, not through a wrapper',
  (name) => {
    expect(scripts[name]).toBe(`node --import tsx scripts/${name}.ts`);
  },
);

test('killing the PID of `npm run serve &` stops the server', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'serve-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>');
  const port = 4500 + Math.floor(Math.random() * 400);
  // A group of its own, so a failed test can still stop everything it started.
  const npm = spawn('npm', ['run', 'serve', '--', site, '--port', String(port)], { cwd: root, detached: true });
  const url = `http://localhost:${port}/`;
  const answers = () =>
    fetch(url).then(
      () => true,
      () => false,
    );
  const until = async (wanted: boolean) => {
    for (let tries = 0; tries < 100 && (await answers()) !== wanted; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return answers();
  };
  try {
    expect(await until(true)).toBe(true);
    process.kill(npm.pid!, 'SIGTERM');
    expect(await until(false)).toBe(false);
  } finally {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // The group has gone already, as it should.
    }
  }
}, 30_000);
