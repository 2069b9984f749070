import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { cmsBackendFromEnv } from '../../plugins/cms/config';

const siteDir = path.join(__dirname, '../..');

/** What the editor edits, copied so a test never writes to the working copy. */
const editedFolders = ['docs', 'blog', 'src/pages/service/_content'];

/** A port nobody is listening on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * decap-server (the proxy `npm run cms` starts) over a copy of the content,
 * on a free port; `route` points the editor's local backend at it. `fs`
 * writes the files, as `npm run cms` does; `git` makes the copy a Git
 * repository and keeps each change on a branch of its own until it is
 * published, as the editorial workflow does on GitHub.
 */
export type CmsProxy = {
  dir: string;
  git(...args: string[]): string;
  route(page: Page): Promise<unknown>;
  stop(): void;
};

export async function startCmsProxy(mode: 'fs' | 'git' = 'fs'): Promise<CmsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-'));
  for (const folder of editedFolders) cpSync(path.join(siteDir, folder), path.join(dir, folder), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
    });
  if (mode === 'git') {
    git('init', '--quiet', '--initial-branch=main');
    // decap-server commits as whoever the repository names, which a CI machine may not set globally.
    git('config', 'user.name', 'Editor');
    git('config', 'user.email', 'editor@example.test');
    git('config', 'commit.gpgsign', 'false');
    git('add', '.');
    git('commit', '--quiet', '--message', 'Content before the editor');
  }
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [require.resolve('decap-server')], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: dir, BIND_HOST: 'localhost', MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 15_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', listen);
    server.stderr?.on('data', listen);
    server.on('exit', (code) => reject(new Error(`decap-server exited (${code}):\n${output}`)));
  });
  // The built editor looks for the proxy where `npm run cms` starts it.
  const configured = `http://localhost:${cmsBackendFromEnv().localPort}/api/v1`;
  return {
    dir,
    git,
    route: (page) => page.route(configured, (route) => route.continue({ url: `http://localhost:${port}/api/v1` })),
    stop: () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A page of its own, signed in to the editor through the local backend (no
 * account, no password) and showing the collections. `watch` runs before the
 * editor loads, so listeners see its first error.
 */
export async function signedInEditor(
  browser: Browser,
  baseURL: string | undefined,
  proxy: CmsProxy,
  watch: (page: Page) => void = () => {},
): Promise<Page> {
  const page = await browser.newPage({ baseURL });
  watch(page);
  // Leaving an entry whose change was refused: Decap asks whether to discard it, and the tests do.
  page.on('dialog', (dialog) => dialog.accept());
  await proxy.route(page);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  return page;
}
