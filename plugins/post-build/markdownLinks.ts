import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrontMatterProblem } from '../content-index/frontMatter';

/**
 * Links editors write in Markdown, checked against the built site first, so a broken one stops the build at its file
 * and line; Docusaurus's own check, which names only the page, stays as the backstop.
 */

/** The folders editors write Markdown in (docs/maintaining/ holds the maintainers' notes, not pages). */
export const markdownFolders = ['docs/policies', 'docs/faq', 'blog', 'src/pages'];

/** A site link in Markdown: `](/path)`, `](/path#id)` or `](/path "title")`, and `href="/path"` in a component. */
const siteLink =
  /\]\((\/[^)\s#?]*)(?:\?[^)\s#]*)?(?:#([^)\s]*))?(?:\s+"[^"]*")?\)|href="(\/[^"#?]*)(?:\?[^"#]*)?(?:#([^"]*))?"/g;

/** Every Markdown file under the folders, as paths from `siteDir`. */
export function markdownFiles(siteDir: string, folders: readonly string[] = markdownFolders): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(path.join(siteDir, folder), { recursive: true }) as string[])
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.join(folder, name)),
  );
}

export type BuiltSite = {
  /** Docusaurus's routes, with the base URL and a trailing slash: `/policies/privacypolicy/`. */
  routes: ReadonlySet<string>;
  baseUrl: string;
  /** The HTML of a route, to find its headings' ids; undefined when there is no page. */
  page(route: string): string | undefined;
  /** Whether a file (a PDF, an image) is published at this path, without the base URL. */
  file(pathname: string): boolean;
};

/** The page's ids: `id="x"` or, minified, `id=x`. */
const idsOf = (html: string) => new Set([...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((m) => m[1] ?? m[2]!));

/** Each link in `source` that leads to no page, no file or no heading, at its line. */
export function brokenLinks(file: string, source: string, site: BuiltSite): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  const ids = new Map<string, Set<string>>();
  for (const match of source.matchAll(siteLink)) {
    const target = (match[1] ?? match[3])!;
    const anchor = match[2] ?? match[4];
    const line = source.slice(0, match.index).split('\n').length;
    const isFile = /\.[a-z0-9]+$/i.test(target);
    if (isFile) {
      if (!site.file(target))
        problems.push({ file, line, message: `the link to ${target} leads to no file on the site` });
      continue;
    }
    const route = `${site.baseUrl}${target.replace(/^\//, '').replace(/\/?$/, '/')}`.replace(/\/+$/, '/');
    if (!site.routes.has(route)) {
      problems.push({
        file,
        line,
        message: `the link to ${target} leads to no page on the site: check the address, or link to the page that replaced it`,
      });
      continue;
    }
    if (!anchor) continue;
    if (!ids.has(route)) ids.set(route, idsOf(site.page(route) ?? ''));
    if (!ids.get(route)!.has(decodeURIComponent(anchor))) {
      problems.push({
        file,
        line,
        message: `the link to ${target}#${anchor} leads to no heading on that page: its wording (and so its address) may have changed`,
      });
    }
  }
  return problems;
}

/** The built site as the checks read it, from Docusaurus's route paths and the output folder. */
export function builtSite(
  outDir: string,
  siteDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
  /** Files the build writes after this check (the PDFs), as paths without the base URL. */
  toBeWritten: readonly string[] = [],
): BuiltSite {
  return {
    routes: new Set(routesPaths.map((route) => route.replace(/\/?$/, '/'))),
    baseUrl,
    page: (route) => {
      const html = path.join(outDir, route.slice(baseUrl.length), 'index.html');
      return existsSync(html) ? readFileSync(html, 'utf8') : undefined;
    },
    file: (pathname) =>
      toBeWritten.includes(pathname) ||
      [path.join(outDir, pathname), path.join(siteDir, 'static', pathname)].some((candidate) => existsSync(candidate)),
  };
}
