import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ContentIndex } from '../../src/data/content';
import { pdfDocuments, pdfFile, tenderPackFile } from '../../src/data/pdfs';
import { retiredPolicyRedirects } from '../../src/data/policyDocuments';
import { redirects, retiredFaqRedirects } from '../../src/data/routes';
import { faqDir, faqIndexFile, policyDir, policyIndexFile } from '../content-index';
import type { FrontMatterProblem } from '../content-index/frontMatter';
import { nearestKey } from '../content-index/unknownKeys';

/**
 * Links editors write in Markdown, read from its syntax tree (so a link in a code block is not one) and checked against
 * the built site before anything is printed: a link that leads nowhere stops the build at its file and line, with the
 * fix. Docusaurus's own checks, which name only the page, stay as the backstop.
 */

/** The folders editors write Markdown in (docs/maintaining/ holds the maintainers' notes, not pages). */
export const markdownFolders = ['docs/policies', 'docs/faq', 'blog', 'src/pages'];

/** Every Markdown file under the folders, as paths from `siteDir`. */
export function markdownFiles(siteDir: string, folders: readonly string[] = markdownFolders): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(path.join(siteDir, folder), { recursive: true }) as string[])
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.join(folder, name)),
  );
}

export type RetiringSection = { route: string; folder: string; retiredList: string };

export type BuiltSite = {
  /** Docusaurus's routes, with the base URL and a trailing slash: `/policies/privacypolicy/`. */
  routes: ReadonlySet<string>;
  baseUrl: string;
  /** The HTML of a route, to find its headings' ids; undefined when there is no page, or its headings are unknown. */
  page(route: string): string | undefined;
  /** Whether a file (a PDF, an image) is published at this path, without the base URL. */
  file(pathname: string): boolean;
  /** Each Markdown file's route, by its path from the site's folder: `docs/policies/privacypolicy.md`. */
  sources: ReadonlyMap<string, string>;
  /** Old addresses (retired documents, the original site's) and where each now leads, without the base URL. */
  redirects: ReadonlyMap<string, string>;
  /** The sections whose pages can be retired: their address, their folder and the file that lists the retired. */
  sections: readonly RetiringSection[];
};

/**
 * What a link may lead to besides a page, from the content: the old addresses that redirect (listed, for the redirect
 * pages, and by address), the files the build writes after the check (the PDFs, and a retired document's notice), and
 * the sections whose pages can be retired.
 */
export function linkTargets(content: ContentIndex) {
  const redirectList = [
    ...redirects,
    ...retiredPolicyRedirects(content.retired),
    ...retiredFaqRedirects(content.retiredFaqs),
  ];
  return {
    redirectList,
    redirects: new Map(redirectList.map(({ from, to }) => [from.replace(/\/?$/, '/'), to])),
    toBeWritten: [
      ...pdfDocuments(content.policies).map((doc) => pdfFile(doc.slug)),
      tenderPackFile,
      ...content.retired.map(({ slug }) => pdfFile(slug.replace(/^\//, ''))),
    ],
    sections: [
      { route: '/policies/', folder: policyDir, retiredList: `${policyDir}/${policyIndexFile}` },
      { route: '/faq/', folder: faqDir, retiredList: `${faqDir}/${faqIndexFile}` },
    ],
  };
}

/** Each address written in the file, at its line: inline and reference-style links, and `href` in HTML or JSX. */
export function linksIn(source: string): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = [];
  const walk = (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, line });
    if (node.type === 'html') {
      for (const match of node.value.matchAll(/\bhref=["']([^"']+)["']/g))
        links.push({ url: match[1]!, line: line + node.value.slice(0, match.index).split('\n').length - 1 });
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(fromMarkdown(source));
  return links;
}

/** The page's ids: `id="x"` or, minified, `id=x`. */
const idsOf = (html: string) => new Set([...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((m) => m[1] ?? m[2]!));

/** The last part of an address or path: what an editor typed, without the folder it shares with the others. */
const lastPart = (text: string) => text.replace(/\/$/, '').split('/').pop() ?? text;

/**
 * The candidate an editor most likely meant: one whose last part starts the same way as what they typed (a shortened
 * heading), else the nearest by spelling, as for a front-matter key.
 */
function nearest(wanted: string, candidates: Iterable<string>): string | undefined {
  const typed = lastPart(wanted);
  const byPart = new Map<string, string>();
  for (const candidate of candidates) {
    const part = lastPart(candidate);
    if (part && !byPart.has(part)) byPart.set(part, candidate);
  }
  const parts = [...byPart.keys()];
  const meant = parts.find((part) => part.startsWith(typed) || typed.startsWith(part)) ?? nearestKey(typed, parts);
  return meant === undefined ? undefined : byPart.get(meant);
}

const withSlash = (route: string) => route.replace(/\/?$/, '/');
const isExternal = (url: string) => /^(?!pathname:)[a-z][a-z\d+.-]*:|^\/\//i.test(url);

/** Each link in `file` that leads to no page, no file or no heading, at its line, with what to write instead. */
export function brokenLinks(file: string, source: string, site: BuiltSite): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  const ids = new Map<string, Set<string>>();
  const ownRoute = site.sources.get(file);
  const fromSite = (pathname: string) => pathname.slice(site.baseUrl.length - 1);

  for (const { url, line } of linksIn(source)) {
    if (isExternal(url)) continue;
    const report = (message: string) => problems.push({ file, line, message: `the link to ${url} ${message}` });
    const [written = '', anchor] = url.replace(/^pathname:\/\//, '').split('#') as [string, string | undefined];
    const target = written.split('?')[0]!;
    let route: string | undefined;
    if (target === '') route = ownRoute;
    else if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
      // A relative link to a Markdown file, which Docusaurus turns into that file's address.
      const linked = path.join(path.dirname(file), target);
      route = site.sources.get(linked);
      if (!route) {
        const section = site.sections.find(({ folder }) => folder === path.dirname(linked));
        const slug = path.basename(linked).replace(/\.mdx?$/, '');
        const retired = section && site.redirects.get(`${section.route}${slug}/`);
        const siblings = [...site.sources.keys()].filter((known) => path.dirname(known) === path.dirname(linked));
        const nearby = nearest(linked, siblings);
        report(
          retired
            ? `leads to a retired page: link to ${retired} instead`
            : `leads to no Markdown file (${linked}).${nearby ? ` Did you mean ./${path.relative(path.dirname(file), nearby)}?` : ''}`,
        );
        continue;
      }
    } else if (/\.[a-z\d]+$/i.test(target)) {
      // A file: a PDF, an image.
      const pathname = target.startsWith('/')
        ? target
        : fromSite(new URL(target, `http://site${ownRoute ?? '/'}`).pathname);
      if (!site.file(pathname)) report('leads to no file on the site');
      continue;
    } else {
      const pathname = target.startsWith('/')
        ? `${site.baseUrl}${target.slice(1)}`
        : ownRoute && new URL(target, `http://site${ownRoute}`).pathname;
      if (!pathname) continue;
      route = withSlash(pathname.replace(/\/+$/, '/'));
      if (!site.routes.has(route)) {
        const moved = site.redirects.get(fromSite(route));
        const section = site.sections.find((known) => fromSite(route!).startsWith(known.route));
        const nearby = nearest(route, site.routes);
        report(
          moved
            ? `leads to an old address, retired or moved: link to ${moved} instead`
            : `leads to no page on the site.${nearby ? ` Did you mean ${fromSite(nearby)}?` : ''}` +
                (section
                  ? ` If you renamed the page, keep its old address working: under "retired" in ${section.retiredList}, list "- slug: /${fromSite(route).slice(section.route.length).replace(/\/$/, '')}" with "replaced_by:" its new slug.`
                  : ''),
        );
        continue;
      }
    }
    if (!anchor || !route) continue;
    if (!ids.has(route)) {
      const html = site.page(route);
      // A page whose headings are not known here (the fast check knows only Markdown's): the build checks it.
      if (html === undefined) continue;
      ids.set(route, idsOf(html));
    }
    const headings = ids.get(route)!;
    const id = decodeURIComponent(anchor);
    if (!headings.has(id)) {
      const nearby = nearest(id, headings);
      report(
        `leads to no heading on ${route === ownRoute ? 'this' : 'that'} page.${nearby ? ` Did you mean #${nearby}?` : ''} A heading's address follows its words, so rewording a heading changes it.`,
      );
    }
  }
  return problems;
}

/** The built site as the checks read it, from Docusaurus's route paths and the output folder. */
export function builtSite(
  outDir: string,
  siteDir: string,
  known: Pick<BuiltSite, 'baseUrl' | 'sources' | 'redirects' | 'sections'> & {
    routesPaths: readonly string[];
    /** Files the build writes after this check (the PDFs), as paths without the base URL. */
    toBeWritten: readonly string[];
  },
): BuiltSite {
  const { routesPaths, toBeWritten, baseUrl } = known;
  return {
    ...known,
    routes: new Set(routesPaths.map(withSlash)),
    page: (route) => {
      const html = path.join(outDir, route.slice(baseUrl.length), 'index.html');
      return existsSync(html) ? readFileSync(html, 'utf8') : undefined;
    },
    file: (pathname) =>
      toBeWritten.includes(pathname) ||
      [path.join(outDir, pathname), path.join(siteDir, 'static', pathname)].some((candidate) => existsSync(candidate)),
  };
}

/** Each Markdown file's route, from the content the docs, blog and pages plugins loaded (`source: '@site/…'`). */
export function sourceRoutes(contents: readonly unknown[]): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const { source, permalink } = value as { source?: unknown; permalink?: unknown };
      if (typeof source === 'string' && source.startsWith('@site/') && typeof permalink === 'string')
        found.set(source.slice('@site/'.length), withSlash(permalink));
      Object.values(value).forEach(walk);
    }
  };
  contents.forEach(walk);
  return found;
}
