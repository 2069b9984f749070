import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` passing `test`, as a forward-slash path, skipping installed packages (`node_modules`). */
export function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name).split('\\').join('/');
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file, test);
    return test(file) ? [file] : [];
  });
}

export const isMarkdown = (file: string) => /\.mdx?$/.test(file);
