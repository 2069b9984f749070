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
 * On a wide screen: the label is the `<summary>` of an empty `<details>`, the list its sibling, which CSS shows on
 * hover, focus or open, all from the HTML. After hydration a click elsewhere, Escape or a navigation closes it.
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

/** In the phone menu: a native `<details>`, open from the start on the pages of its section. */
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

/** The navbar's dropdowns on native elements, so they work before hydration and without JavaScript. */
export default function DropdownNavbarItem({ mobile = false, ...props }: DropdownProps): ReactNode {
  return mobile ? <DropdownMobile {...props} /> : <DropdownDesktop {...props} />;
}
