// The site search's labels and messages. Pagefind's index is written to build/pagefind/ by plugins/post-build.
import { routes } from './routes';

export const searchCopy = {
  button: 'Search',
  dialogTitle: 'Search this site',
  inputLabel: 'Search policies, FAQs and services',
  placeholder: 'Search, e.g. "Cyber Essentials" or "how long does a website take"',
  close: 'Close search',
  loading: 'Loading search…',
  searching: 'Searching…',
  resultCount: (count: number, query: string) =>
    `${count === 1 ? '1 page matches' : `${count} pages match`} "${query}"`,
  noResults: (query: string) => `No results for "${query}".`,
  /** One sentence; `[words](name)` links to `searchRoutes[name]` (src/components/LinkedSentence). */
  noResultsHelp:
    'Try fewer or different words, browse the [frequently asked questions](faqIndex) or [contact us](contact).',
  /** Shown by `npm start`, which builds no index. */
  notBuilt: 'Search works on a built site. To try it locally, run "npm run build" and then "npm run serve".',
  failed: 'Search could not load. Check your connection and try again.',
  allResults: 'See all results',
  /** Offered under a page whose other sections match too. */
  moreOnPage: (count: number) => `${count} more on this page`,
  resultsPageTitle: (query: string) => (query ? `Search results for "${query}"` : 'Search'),
  resultsPageDescription: 'Search the policies, frequently asked questions and service pages.',
} as const;

/** The results page for `query`, with every section of `pageUrl` shown: where "more on this page" leads. */
export function searchResultsUrl(query: string, pageUrl?: string): string {
  const params = new URLSearchParams({ q: query });
  if (pageUrl) params.set('page', pageUrl);
  return `${routes.search}/?${params.toString()}`;
}

export const searchRoutes = {
  faqIndex: routes.faq,
  contact: routes.contact,
  /** Where the post-build plugin writes Pagefind's script, WebAssembly and index. */
  bundle: '/pagefind/pagefind.js',
} as const;

/**
 * Pagefind's `data-pagefind-weight` by where a word stands (body 1, h1 7, h2 6, h3 5): an FAQ question outranks any
 * heading, while cards, statistics and the contact banner, which repeat other pages, count for half a word.
 */
export const searchWeights = { faqQuestion: 8, cards: 0.5, callToAction: 0.5 } as const;

/**
 * Metadata Pagefind searches (1.5 and later) and boosts a page by when the query's words are in it: `document`, a
 * policy's own title, so a document's name finds the document before the pages about it; `evidence`, what the
 * compliance hub alone evidences (the rows with no document of their own), so a certificate's name finds the hub.
 */
export const searchMeta = { document: 'document', evidence: 'evidence' } as const;

/** Pagefind's ranking, tuned with scripts/lib/searchQueries.ts; at the default `pageLength` short pages won. */
export const searchRanking = {
  pageLength: 0.3,
  metaWeights: { [searchMeta.document]: 10, [searchMeta.evidence]: 10 },
} as const;

/** How many pages, and how many sections of each, the dialog lists. */
export const searchLimits = { dialogPages: 6, resultsPagePages: 20, sectionsPerPage: 3 } as const;
