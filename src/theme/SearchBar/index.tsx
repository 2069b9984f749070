// THEME-COMPONENT: replaces SearchBar of @docusaurus/theme-classic 3.10.2, whose source hashed 8c0198b2c1d6 (npm run swizzle:diff; UPGRADING.md).
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { routes } from '@site/src/data/routes';
import { searchCopy } from '@site/src/data/search';
import styles from './styles.module.css';

// The dialog and its engine are fetched on first use, so no page's first load pays for search.
const SearchDialog = lazy(() => import('@site/src/components/SearchDialog'));

/** Typing "/" in a field means a slash, not "open search". */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** A click that asks for a new tab or window keeps the link's own behaviour. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * The navbar's Search: a link to the search page, so it works before hydration and without JavaScript; once hydrated
 * a click, Ctrl/Cmd+K or "/" opens the dialog. Memoised (see src/theme/NavbarItem).
 */
function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const closeDialog = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target) && !event.ctrlKey && !event.metaKey)) {
        event.preventDefault();
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A result opens another page (or section): the dialog goes with it.
  useEffect(close, [location.pathname, location.hash, close]);

  return (
    <>
      <Link
        ref={button}
        to={`${routes.search}/`}
        className={styles.button}
        onClick={(event: MouseEvent) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /">
        <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>{searchCopy.button}</span>
      </Link>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={closeDialog} />
        </Suspense>
      )}
    </>
  );
}

export default memo(SearchBar);
