import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The theme components we replace, each marked on its first line with the theme version and its source's hash
 * (`// THEME-COMPONENT: replaces Footer of @docusaurus/theme-classic 3.10.2, whose source hashed 0123456789ab`).
 */
export type ThemeComponent = { file: string; component: string; version: string; hash: string };

const tag =
  /^\/\/ THEME-COMPONENT: replaces (\S+) of @docusaurus\/theme-classic (\S+), whose source hashed ([0-9a-f]{12})/;

export function themeComponents(siteDir: string): ThemeComponent[] {
  const themeDir = path.join(siteDir, 'src/theme');
  return (readdirSync(themeDir, { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('__tests__'))
    .flatMap((name) => {
      const found = tag.exec(readFileSync(path.join(themeDir, name), 'utf8'));
      return found
        ? [{ file: path.join('src/theme', name), component: found[1]!, version: found[2]!, hash: found[3]! }]
        : [];
    });
}

/** The installed theme's source of a component: `<Name>/index.tsx` or `<Name>.tsx`. */
export function upstreamSource(siteDir: string, component: string): string {
  const base = path.join(siteDir, 'node_modules/@docusaurus/theme-classic/src/theme', component);
  return existsSync(path.join(base, 'index.tsx')) ? path.join(base, 'index.tsx') : `${base}.tsx`;
}

export const sourceHash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
