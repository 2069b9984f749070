import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { searchCopy, searchLimits, searchResultsUrl } from '@site/src/data/search';
import SearchStatus from '@site/src/components/SearchStatus';
import { useSiteSearch } from '@site/src/utils/useSiteSearch';
import styles from './styles.module.css';

const dialogLimits = { pages: searchLimits.dialogPages, sections: searchLimits.sectionsPerPage };

type Option = { id: string; url: string; title: string; excerpt: string; kind: 'page' | 'section' | 'more' };

/** The search dialog: a native modal <dialog>, a combobox input, results as a listbox by page; loaded when first opened. */
export default function SearchDialog({ onClose }: { onClose: (returnFocus: boolean) => void }): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  // Closed by opening a result: focus belongs to the new page, not the Search button.
  const navigating = useRef(false);
  const [query, setQuery] = useState('');
  // The highlighted option is remembered by its address, not its place: when
  // the answer to a later keystroke arrives after the visitor has arrowed to
  // a result, the highlight stays on that result if it is still listed.
  const [activeUrl, setActiveUrl] = useState<string | undefined>(undefined);
  const state = useSiteSearch(query, dialogLimits);
  const history = useHistory();
  const { withBaseUrl } = useBaseUrlUtils();
  const listId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    const closed = () => onClose(!navigating.current);
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  // One group of options a page: the page itself, its best sections, then
  // "more on this page" (to the results page) when other sections match too.
  const groups = useMemo<{ title: string; options: Option[] }[]>(
    () =>
      state.status !== 'done'
        ? []
        : state.pages.map((page, pageIndex) => ({
            title: page.title,
            options: [
              { id: `${listId}-${pageIndex}`, url: page.url, title: page.title, excerpt: page.excerpt, kind: 'page' },
              ...page.sections.map((section, sectionIndex) => ({
                id: `${listId}-${pageIndex}-${sectionIndex}`,
                ...section,
                kind: 'section' as const,
              })),
              ...(page.moreSections.length > 0
                ? [
                    {
                      id: `${listId}-${pageIndex}-more`,
                      // Pagefind's URLs carry the base path already; this one needs it added.
                      url: withBaseUrl(searchResultsUrl(state.query, page.url)),
                      title: searchCopy.moreOnPage(page.moreSections.length),
                      excerpt: '',
                      kind: 'more' as const,
                    },
                  ]
                : []),
            ],
          })),
    [state, listId, withBaseUrl],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const active = Math.max(
    0,
    options.findIndex((option) => option.url === activeUrl),
  );

  function open(option: Option | undefined) {
    if (!option) return;
    navigating.current = true;
    dialog.current?.close();
    history.push(option.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveUrl(options[(active + step + options.length) % options.length]!.url);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[active]);
    }
  }

  const activeOption = options[active];
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={searchCopy.dialogTitle}>
      <div className={styles.bar}>
        <label className="sr-only" htmlFor={`${listId}-input`}>
          {searchCopy.inputLabel}
        </label>
        <input
          id={`${listId}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          spellCheck={false}
          placeholder={searchCopy.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
        />
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          {searchCopy.close}
        </button>
      </div>
      <SearchStatus state={state} />
      <ul id={listId} role="listbox" aria-label={searchCopy.dialogTitle} className={styles.results}>
        {groups.map((group) => (
          <li key={group.options[0]!.id} role="presentation" className={styles.group}>
            <ul role="group" aria-label={group.title} className={styles.groupList}>
              {group.options.map((option) => (
                <li
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-labelledby={`${option.id}-title`}
                  aria-describedby={option.excerpt ? `${option.id}-excerpt` : undefined}
                  aria-selected={option === activeOption}
                  className={clsx(styles.option, styles[option.kind], option === activeOption && styles.active)}
                  onClick={() => open(option)}
                  onMouseMove={() => setActiveUrl(option.url)}>
                  <span id={`${option.id}-title`} className={styles.title}>
                    {option.title}
                  </span>
                  {option.excerpt && (
                    <span
                      id={`${option.id}-excerpt`}
                      className={styles.excerpt}
                      dangerouslySetInnerHTML={{ __html: option.excerpt }}
                    />
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {state.status === 'done' && state.total > groups.length && (
        <p className={styles.more}>
          <Link to={searchResultsUrl(state.query)} onClick={() => dialog.current?.close()}>
            {searchCopy.allResults}
          </Link>
        </p>
      )}
    </dialog>
  );
}
