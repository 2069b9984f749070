import type { ReactNode } from 'react';
import LinkedSentence from '@site/src/components/LinkedSentence';
import { searchCopy, searchRoutes } from '@site/src/data/search';
import type { SiteSearchState } from '@site/src/utils/useSiteSearch';
import styles from './styles.module.css';

/** What the search is doing, in a polite live region. */
export default function SearchStatus({ state }: { state: SiteSearchState }): ReactNode {
  return (
    <div className={styles.status} role="status" aria-live="polite">
      {state.status === 'loading' && <p>{searchCopy.loading}</p>}
      {state.status === 'notBuilt' && <p>{searchCopy.notBuilt}</p>}
      {state.status === 'failed' && <p>{searchCopy.failed}</p>}
      {state.status === 'done' && state.total > 0 && <p>{searchCopy.resultCount(state.total, state.query)}</p>}
      {state.status === 'done' && state.total === 0 && (
        <p className={styles.none}>
          <strong>{searchCopy.noResults(state.query)}</strong>{' '}
          <LinkedSentence text={searchCopy.noResultsHelp} links={searchRoutes} />
        </p>
      )}
    </div>
  );
}
