// The site search (Pagefind, run over the built site): its labels and the
// messages it shows. Pagefind's files are written to build/pagefind/ by
// the post-build plugin (plugins/post-build) at the end of `docusaurus build`.
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
  noResultsHelp: 'Try fewer or different words, browse the',
  noResultsFaq: 'frequently asked questions',
  noResultsOr: 'or',
  noResultsContact: 'contact us',
  /** Shown by `npm start`, which builds no index. */
  notBuilt: 'Search works on a built site. To try it locally, run "npm run build" and then "npm run serve".',
  failed: 'Search could not load. Check your connection and try again.',
  allResults: 'See all results',
  shortcutHint: 'Ctrl K',
  resultsPageTitle: (query: string) => (query ? `Search results for "${query}"` : 'Search'),
  resultsPageDescription: 'Search the policies, frequently asked questions and service pages.',
} as const;

export const searchRoutes = {
  faqIndex: routes.faq,
  contact: routes.contact,
  resultsPage: routes.search,
  /** Where the post-build plugin writes Pagefind's script, WebAssembly and index. */
  bundle: '/pagefind/pagefind.js',
} as const;

/** How many pages, and how many sections of each, the dialog lists. */
export const searchLimits = { dialogPages: 6, resultsPagePages: 20, sectionsPerPage: 3 } as const;
