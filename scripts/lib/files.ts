import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file below `dir` (none if it does not exist) that passes `test`, as a
 * forward-slash path from here. Installed packages (a `node_modules` folder,
 * such as the bench's tools under scripts/) are not ours, so they are skipped.
 */
export function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name).split('\\').join('/');
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file, test);
    return test(file) ? [file] : [];
  });
}

export const isMarkdown = (file: string) => /\.mdx?$/.test(file);
