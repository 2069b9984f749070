import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withContentSecurityPolicy } from '../../scripts/lib/csp';
import { builtHtmlFiles } from './htmlFiles';

/** Adds the Content-Security-Policy meta tag, with the hash of each inline script, to every built page. */
export async function addContentSecurityPolicy(outDir: string): Promise<string> {
  const pages = await builtHtmlFiles(outDir);
  for (const file of pages) {
    const full = path.join(outDir, file);
    await writeFile(full, withContentSecurityPolicy(await readFile(full, 'utf8')));
  }
  return `[csp] Content-Security-Policy added to ${pages.length} pages in ${path.relative(process.cwd(), outDir)}/`;
}
