// THEME-COMPONENT: replaces NavbarItem/ComponentTypes of @docusaurus/theme-classic 3.10.2, whose source hashed bca91aa80692 (npm run swizzle:diff; UPGRADING.md).
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import PolicyDocumentsNavbarItem from './PolicyDocumentsNavbarItem';

/**
 * The navbar item types this site's navbar uses (links and dropdowns; search
 * and HTML kept for completeness). The theme's own map also imports the docs
 * version, docs sidebar and language items, which every page then loaded:
 * script a visitor never runs (the figure: docs/maintaining/performance.md). A navbar item of another
 * type now fails the build with the theme's "No NavbarItem component found".
 * `custom-policyDocuments` is the Policies menu, which lists the policies
 * from their Markdown.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  search: SearchNavbarItem,
  'custom-policyDocuments': PolicyDocumentsNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes as unknown as ComponentTypesObject;
