// THEME-COMPONENT: replaces NavbarItem/ComponentTypes of @docusaurus/theme-classic 3.10.2, whose source hashed bca91aa80692 (npm run swizzle:diff; UPGRADING.md).
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import PolicyDocumentsNavbarItem from './PolicyDocumentsNavbarItem';

/**
 * The navbar item types this site uses: the theme's map also imports items every page loaded and never ran (figure:
 * performance.md). Another type fails the build; `custom-policyDocuments` is the Policies menu.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  search: SearchNavbarItem,
  'custom-policyDocuments': PolicyDocumentsNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes;
