import { useEffect, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { searchRoutes } from '@site/src/data/search';
import { loadPagefind, searchSite, SearchUnavailableError, type SearchPage } from './pagefind';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; total: number; pages: readonly SearchPage[] }
  | { status: 'notBuilt' }
  | { status: 'failed' };

/** Results for `query` from Pagefind, nothing fetched until a query is given; an older query's answer is ignored. */
export function useSiteSearch(query: string, limits: { pages: number; sections: number }): SiteSearchState {
  const bundleUrl = useBaseUrl(searchRoutes.bundle);
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SiteSearchState>({ status: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    loadPagefind(bundleUrl, baseUrl)
      .then((api) => searchSite(api, trimmed, limits))
      .then(({ total, pages, superseded }) => {
        if (current && !superseded) setState({ status: 'done', query: trimmed, total, pages });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof SearchUnavailableError && error.reason === 'notBuilt') setState({ status: 'notBuilt' });
        else {
          console.error('Search failed', error);
          setState({ status: 'failed' });
        }
      });
    return () => {
      current = false;
    };
  }, [trimmed, bundleUrl, baseUrl, limits]);

  return state;
}
