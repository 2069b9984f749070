import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import SearchStatus from '@site/src/components/SearchStatus';
import { useSiteSearch } from '@site/src/utils/useSiteSearch';
import type { SearchSection } from '@site/src/utils/pagefind';
import { searchCopy, searchLimits } from '@site/src/data/search';
import styles from './styles.module.css';
import { buttonClass } from '@site/src/utils/buttons';

const pageLimits = { pages: searchLimits.resultsPagePages, sections: searchLimits.sectionsPerPage };

function SectionList({ sections }: { sections: readonly SearchSection[] }): ReactNode {
  return (
    <ul className={styles.sections}>
      {sections.map((section) => (
        <li key={section.url}>
          <Link to={section.url}>{section.title}</Link>
          {section.excerpt && <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: section.excerpt }} />}
        </li>
      ))}
    </ul>
  );
}

/** The full results for `?q=` on /search/, as plain links a visitor can share. */
export default function SearchResults({ onQuery }: { onQuery: (query: string) => void }): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Read after hydration: the static page is built without a query.
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  // The page whose sections all show: "more on this page" in the dialog names it. Read
  // straight from the address: results only ever render in the browser, after a search.
  const expanded = new URLSearchParams(location.search).get('page');
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fromUrl = params.get('q') ?? '';
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
          <button type="submit" className={buttonClass.primary}>
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
              {/* No excerpt where a section below shows the same words (src/utils/pagefind.ts). */}
              {page.excerpt && <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: page.excerpt }} />}
              {page.sections.length > 0 && <SectionList sections={page.sections} />}
              {page.moreSections.length > 0 && (
                <details className={styles.more} open={expanded === page.url}>
                  <summary>{searchCopy.moreOnPage(page.moreSections.length)}</summary>
                  <SectionList sections={page.moreSections} />
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
