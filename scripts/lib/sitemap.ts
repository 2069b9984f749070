import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The path of every page in a build's sitemap: the routes the bench, Lighthouse, screenshots and page tests walk. */
export function sitemapPaths(buildDir = 'build'): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
