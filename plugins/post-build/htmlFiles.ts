import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every page of a build, as sorted forward-slash paths inside `outDir`: what
 * each post-build step walks. The editor at /admin/ (plugins/cms) is not a
 * page of the site: it has its own policy and is not searched or inlined.
 */
export async function builtHtmlFiles(outDir: string): Promise<string[]> {
  return (await readdir(outDir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('admin/'))
    .sort();
}
