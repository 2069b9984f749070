// THEME-COMPONENT: replaces Navbar/MobileSidebar/Toggle of @docusaurus/theme-classic 3.10.2, whose source hashed a40691b847a1 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import { phoneMenuId } from '@site/src/utils/phoneMenu';

/**
 * The navbar's menu button on a phone. The theme's toggles React state, so it
 * does nothing until the page has hydrated (or ever, without JavaScript); this
 * one names the phone menu as its popover target, and the browser opens and
 * closes the menu itself, exposing the expanded state to assistive technology.
 */
export default function MobileSidebarToggle(): ReactNode {
  return (
    <button
      type="button"
      popoverTarget={phoneMenuId}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      className="navbar__toggle clean-btn">
      <IconMenu />
    </button>
  );
}
