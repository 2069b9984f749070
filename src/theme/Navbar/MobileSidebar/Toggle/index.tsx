// THEME-COMPONENT: replaces Navbar/MobileSidebar/Toggle of @docusaurus/theme-classic 3.10.2, whose source hashed a40691b847a1 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import { phoneMenuId } from '@site/src/utils/phoneMenu';

/** The phone's menu button, naming the menu as its popover target, so the browser opens it with or without React. */
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
