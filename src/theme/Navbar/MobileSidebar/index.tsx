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

/** Closes the menu after a client-side navigation, not on hydration: a menu opened before React took over stays open. */
function useCloseOnNavigation(menu: React.RefObject<HTMLDivElement | null>) {
  const { pathname, hash } = useLocation();
  useOnNavigation(`${pathname}${hash}`, () => {
    const element = menu.current;
    if (element && 'hidePopover' in element && element.matches(':popover-open')) element.hidePopover();
  });
}

/**
 * The phone menu, in every page's static HTML as a popover that the browser opens and closes, so it works at once and
 * without JavaScript (the theme's waited for React). It holds the site's menu only; memoised, having no props.
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
