// THEME-COMPONENT: replaces NavbarItem/DropdownNavbarItem of @docusaurus/theme-classic 3.10.2, whose source hashed f7c721998398 (npm run swizzle:diff; UPGRADING.md).
import { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import NavbarItem from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';
import styles from './styles.module.css';
import { useOnNavigation } from '@site/src/utils/useOnNavigation';

type DropdownProps = Props & { activeBaseRegex?: string };

/** On the pages `activeBaseRegex` names, the dropdown itself is the current section, like the other navbar links. */
function useCurrent(activeBaseRegex: string | undefined): boolean {
  return isRegexpStringMatch(activeBaseRegex, useLocation().pathname);
}

/**
 * On a wide screen: the label is a `<summary>` whose `<details>` holds nothing,
 * and the list is its sibling. CSS shows the list while the pointer is over
 * the dropdown, while a keyboard has focus in it, and while the `<details>` is
 * open, which a click on the label toggles: all three work from the HTML,
 * before or without any script. (The list cannot sit inside the `<details>`:
 * a closed one hides its content from CSS, so hover could not show it.)
 * After hydration a click elsewhere, focus moving away, Escape or a
 * navigation closes it, as the theme's dropdown did.
 */
function DropdownDesktop({ items, label, className, activeBaseRegex }: DropdownProps): ReactNode {
  const dropdown = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLDetailsElement>(null);
  const current = useCurrent(activeBaseRegex);
  const { pathname } = useLocation();

  useEffect(() => {
    const close = () => toggle.current?.removeAttribute('open');
    const closeFromOutside = (event: Event) => {
      if (!dropdown.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && toggle.current?.open) {
        close();
        toggle.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', closeFromOutside);
    document.addEventListener('focusin', closeFromOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeFromOutside);
      document.removeEventListener('focusin', closeFromOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  // A navigation closes it; hydration does not (a dropdown opened before React took over stays open).
  useOnNavigation(pathname, () => toggle.current?.removeAttribute('open'));

  return (
    <div ref={dropdown} className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', styles.dropdown)}>
      <details ref={toggle} className={styles.toggle}>
        <summary className={clsx('navbar__link', styles.label, className, current && 'navbar__link--active')}>
          {label}
        </summary>
      </details>
      <ul className="dropdown__menu">
        {items.map((item, index) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...item} key={index} />
        ))}
      </ul>
    </div>
  );
}

/**
 * In the phone menu: a native `<details>` whose summary opens and closes the
 * links, open from the start on the pages of its section.
 */
function DropdownMobile({ items, label, className, activeBaseRegex }: DropdownProps): ReactNode {
  const current = useCurrent(activeBaseRegex);
  return (
    <li className="menu__list-item">
      <details className={styles.group} open={current}>
        <summary
          className={clsx(
            'menu__link',
            'menu__link--sublist',
            styles.groupLabel,
            className,
            current && 'menu__link--active',
          )}>
          {label}
        </summary>
        <ul className="menu__list">
          {items.map((item, index) => (
            <NavbarItem mobile {...item} key={index} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The navbar's dropdowns (Policies), built on native elements so that they
 * work before React has hydrated the page and without JavaScript: the theme's
 * toggles React state behind an `href="#"` link.
 */
export default function DropdownNavbarItem({ mobile = false, ...props }: DropdownProps): ReactNode {
  return mobile ? <DropdownMobile {...props} /> : <DropdownDesktop {...props} />;
}
