import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every page of a build as sorted forward-slash paths, for the steps to walk; the editor at /admin/ is not one. */
export async function builtHtmlFiles(outDir: string): Promise<string[]> {
  return (await readdir(outDir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('admin/'))
    .sort();
}
