import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` (none if it does not exist) that passes `test`, as a forward-slash path from here. */
export function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter(test);
}

export const isMarkdown = (file: string) => /\.mdx?$/.test(file);
