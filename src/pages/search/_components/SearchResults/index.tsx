import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import SearchStatus from '@site/src/components/SearchStatus';
import { useSiteSearch } from '@site/src/utils/useSiteSearch';
import { searchCopy, searchLimits } from '@site/src/data/search';
import styles from './styles.module.css';

const pageLimits = { pages: searchLimits.resultsPagePages, sections: searchLimits.sectionsPerPage };

/** The full results for `?q=` on /search/, as plain links a visitor can share. */
export default function SearchResults({ onQuery }: { onQuery: (query: string) => void }): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Read after hydration: the static page is built without a query.
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  useEffect(() => {
    const fromUrl = new URLSearchParams(location.search).get('q') ?? '';
    setQuery(fromUrl);
    setDraft(fromUrl);
    onQuery(fromUrl);
  }, [location.search, onQuery]);
  const state = useSiteSearch(query, pageLimits);

  function submit(event: FormEvent) {
    event.preventDefault();
    history.push({ search: `?q=${encodeURIComponent(draft.trim())}` });
  }

  return (
    <div className="container margin-vert--lg">
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor="search-page-input">{searchCopy.inputLabel}</label>
        <div className={styles.row}>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {searchCopy.button}
          </button>
        </div>
      </form>
      <SearchStatus state={state} />
      {state.status === 'done' && (
        <ol className={styles.list}>
          {state.pages.map((page) => (
            <li key={page.url} className={styles.page}>
              <Heading as="h2" className={styles.pageTitle}>
                <Link to={page.url}>{page.title}</Link>
              </Heading>
              <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: page.excerpt }} />
              {page.sections.length > 0 && (
                <ul className={styles.sections}>
                  {page.sections.map((section) => (
                    <li key={section.url}>
                      <Link to={section.url}>{section.title}</Link>
                      <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: section.excerpt }} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
