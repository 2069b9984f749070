// THEME-COMPONENT: replaces DocSidebar/Mobile of @docusaurus/theme-classic 3.10.2, whose source hashed 8384e4296316 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';

/**
 * The theme's phone version of a docs page's sidebar fills the second panel
 * of the theme's phone menu. Our phone menu (Navbar/MobileSidebar) is a
 * popover in the static HTML that shows the site's menu only, so that panel is
 * never shown: the theme's component rendered it for nothing once React learnt
 * the window was narrow. Renders nothing.
 */
export default function DocSidebarMobile(): ReactNode {
  return null;
}
