// THEME-COMPONENT: replaces Navbar/MobileSidebar of @docusaurus/theme-classic 3.10.2, whose source hashed bcdcffc2de5c (npm run swizzle:diff; UPGRADING.md).
import { memo, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import IconClose from '@theme/Icon/Close';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarItem, { type Props as NavbarItemProps } from '@theme/NavbarItem';
import PdfDownload from '@site/src/components/PdfDownload';
import { pdfLabels, tenderPackSlug } from '@site/src/data/pdfs';
import { phoneMenuId } from '@site/src/utils/phoneMenu';
import { useOnNavigation } from '@site/src/utils/useOnNavigation';
import styles from './styles.module.css';

/**
 * Closes the menu after a client-side navigation; a full page load starts
 * with it closed anyway. Not on hydration: a menu the visitor opened before
 * React took over stays open.
 */
function useCloseOnNavigation(menu: React.RefObject<HTMLDivElement | null>) {
  const { pathname, hash } = useLocation();
  useOnNavigation(`${pathname}${hash}`, () => {
    const element = menu.current;
    if (element && 'hidePopover' in element && element.matches(':popover-open')) element.hidePopover();
  });
}

/**
 * The phone menu, in the static HTML of every page as a popover.
 *
 * The theme renders its menu only once React knows the window is narrow, and
 * opens it with React state, so on a slow phone nothing happened for seconds
 * after the first paint, and never without JavaScript. Here the browser does
 * the work: the navbar's menu button (Navbar/MobileSidebar/Toggle) and the
 * close button name this popover, a tap outside or Escape closes it, its links
 * are plain links and the Policies group is a native `<details>`
 * (NavbarItem/DropdownNavbarItem). React only closes it after a client-side
 * navigation.
 *
 * It shows the site's menu only: the theme's second panel (a docs page's own
 * sidebar, filled in by an effect) cannot be in the static HTML, and the
 * Policies group and the FAQ index already list those pages.
 *
 * It has no props, so it is memoised: the navbar's layout re-renders when the
 * theme learns the window's width just after hydration, and this menu has
 * nothing to change then.
 */
function NavbarMobileSidebar(): ReactNode {
  const menu = useRef<HTMLDivElement>(null);
  const items = useThemeConfig().navbar.items as NavbarItemProps[];
  useCloseOnNavigation(menu);
  return (
    <div ref={menu} id={phoneMenuId} popover="auto" className={clsx('navbar-sidebar', styles.menu)}>
      <div className="navbar-sidebar__brand">
        <NavbarLogo />
        <NavbarColorModeToggle className="margin-right--md" />
        <button
          type="button"
          popoverTarget={phoneMenuId}
          popoverTargetAction="hide"
          aria-label={translate({
            id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel',
            message: 'Close navigation bar',
            description: 'The ARIA label for close button of mobile sidebar',
          })}
          className="clean-btn navbar-sidebar__close">
          <IconClose color="var(--ifm-color-emphasis-600)" />
        </button>
      </div>
      <div className="navbar-sidebar__items">
        <div className="navbar-sidebar__item menu">
          <ul className="menu__list">
            {items.map((item, index) => (
              <NavbarItem mobile {...item} key={index} />
            ))}
            {/* After Contact, the menu's last word: what a buyer takes away to a bid. */}
            <li className="menu__list-item">
              <PdfDownload slug={tenderPackSlug} label={pdfLabels.tenderPackLink} menuLink />
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

export default memo(NavbarMobileSidebar);
