import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withContentSecurityPolicy } from '../../scripts/lib/csp';
import { builtHtmlFiles } from './htmlFiles';

/**
 * Docusaurus runs every plugin's postBuild at once, and the client-redirects
 * plugin writes its redirect pages in its own. The policy must cover them
 * too, so wait (with a limit) until each one exists.
 */
async function waitForFiles(files: readonly string[], timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  for (const file of files) {
    for (;;) {
      try {
        await access(file);
        break;
      } catch {
        if (Date.now() - started > timeoutMs)
          throw new Error(`[csp] ${file} was never written; is the redirect still configured?`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}

/** Adds the Content-Security-Policy meta tag, with the hash of each inline script, to every built page. */
export async function addContentSecurityPolicy(outDir: string, redirectPaths: readonly string[]): Promise<string> {
  await waitForFiles(redirectPaths.map((from) => path.join(outDir, from.replace(/^\//, ''), 'index.html')));
  const pages = await builtHtmlFiles(outDir);
  for (const file of pages) {
    const full = path.join(outDir, file);
    await writeFile(full, withContentSecurityPolicy(await readFile(full, 'utf8')));
  }
  return `[csp] Content-Security-Policy added to ${pages.length} pages in ${path.relative(process.cwd(), outDir)}/`;
}
