// THEME-COMPONENT: replaces DocSidebar/Mobile of @docusaurus/theme-classic 3.10.2, whose source hashed 8384e4296316 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';

/** Renders nothing: our phone menu shows the site's menu only, so the theme's docs panel was rendered for nothing. */
export default function DocSidebarMobile(): ReactNode {
  return null;
}
