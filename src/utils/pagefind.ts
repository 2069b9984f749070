// Pagefind's own script, fetched the first time a visitor searches, and a layer that groups its results by page.
import { searchRanking } from '@site/src/data/search';

/** The parts of Pagefind's browser API this site uses. */
type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: readonly { balanced_score: number }[];
  locations?: readonly number[];
};
type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: readonly PagefindSubResult[];
};
type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: readonly { data: () => Promise<PagefindResultData> }[] }>;
};

export type SearchSection = { title: string; url: string; excerpt: string };
export type SearchPage = {
  title: string;
  url: string;
  excerpt: string;
  /** The best-matching sections, at most the limit asked for. */
  sections: readonly SearchSection[];
  /** The page's other matching sections, offered behind "more on this page". */
  moreSections: readonly SearchSection[];
};

/** Why the engine could not start: no index (npm start) or a network failure. */
export class SearchUnavailableError extends Error {
  constructor(readonly reason: 'notBuilt' | 'failed') {
    super(reason);
  }
}

let engine: Promise<PagefindApi> | undefined;

/** Loads Pagefind once per page view. `bundleUrl` already carries the site's base path. */
export function loadPagefind(bundleUrl: string, baseUrl: string): Promise<PagefindApi> {
  engine ??= (async () => {
    const head = await fetch(bundleUrl, { method: 'HEAD' }).catch(() => undefined);
    if (!head) throw new SearchUnavailableError('failed');
    // The dev server answers every path with its HTML page, so check the type too.
    if (!head.ok || !/javascript/.test(head.headers.get('content-type') ?? '')) {
      throw new SearchUnavailableError('notBuilt');
    }
    // A URL known only at run time: webpack must leave this import to the browser.
    const api = (await import(/* webpackIgnore: true */ bundleUrl)) as PagefindApi;
    await api.options({ baseUrl, excerptLength: 24, ranking: searchRanking });
    await api.init();
    return api;
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

const queryWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];

/** Sections whose heading holds every word of the query come first; then Pagefind's relevance. */
function sectionScore(section: PagefindSubResult, query: readonly string[]): number {
  const heading = new Set(queryWords(section.title));
  const inHeading = query.length > 0 ? query.filter((word) => heading.has(word)).length / query.length : 0;
  const weighted = section.weighted_locations ?? [];
  const text =
    weighted.length > 0
      ? weighted.reduce((sum, location) => sum + location.balanced_score, 0)
      : (section.locations?.length ?? 0);
  return inHeading * 1_000_000 + text;
}

export type SiteResults = { total: number; pages: SearchPage[] };

/** The search running now, and the newest one asked for. */
let running: Promise<unknown> = Promise.resolve();
let newest = 0;

/**
 * The top `pages` results, each with its best `sections`, best match first. One search at a time: overlapping
 * searches answered "executive" with an earlier prefix's excerpts, so each waits, and one overtaken is `superseded`.
 */
export function searchSite(
  api: PagefindApi,
  query: string,
  limits: { pages: number; sections: number },
): Promise<SiteResults & { superseded?: true }> {
  const ticket = (newest += 1);
  const search = running.then(() =>
    ticket === newest ? runSearch(api, query, limits) : { total: 0, pages: [], superseded: true as const },
  );
  running = search.catch(() => undefined);
  return search;
}

async function runSearch(
  api: PagefindApi,
  query: string,
  limits: { pages: number; sections: number },
): Promise<SiteResults> {
  const { results } = await api.search(query);
  const words = queryWords(query);
  const pages = await Promise.all(
    results.slice(0, limits.pages).map(async (result) => {
      const data = await result.data();
      const ranked = [...(data.sub_results ?? [])]
        // The page's own entry repeats the page; keep the sections below headings.
        .filter((section) => section.url !== data.url)
        .sort((a, b) => sectionScore(b, words) - sectionScore(a, words))
        .map(({ title, url, excerpt }) => ({ title, url, excerpt }));
      // An excerpt is shown once: the page's own, when a section shows the same words, and a section's repeated.
      const seen = new Set<string>();
      const sections = ranked.slice(0, limits.sections).map((section) => {
        const repeated = seen.has(section.excerpt);
        seen.add(section.excerpt);
        return repeated ? { ...section, excerpt: '' } : section;
      });
      return {
        title: data.meta.title ?? data.url,
        url: data.url,
        excerpt: seen.has(data.excerpt) ? '' : data.excerpt,
        sections,
        moreSections: ranked.slice(limits.sections),
      };
    }),
  );
  return { total: results.length, pages };
}
