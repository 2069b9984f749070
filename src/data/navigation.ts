/**
 * The navbar and the footer's link lists, built from the pages record
 * (pages.ts), so they cannot name a route that does not exist or call a page
 * two names. docusaurus.config.ts reads the
 * navbar from here.
 */
import { pageLinks, type PageLink } from './pages';

export type NavLink = PageLink;

/**
 * A navbar item. `activeFor` is a regular expression for the paths (after the
 * base URL) on which the item shows as the current section; without it, the
 * item is current on its own page.
 */
export type NavbarLink = NavLink & { activeFor?: string; phoneOnly?: boolean };
/**
 * A dropdown; `activeFor` as above marks the dropdown itself, not only the
 * item inside it. With `policyDocuments`, every policy follows `items`, read
 * from the policies' Markdown when the page renders
 * (src/theme/NavbarItem/PolicyDocumentsNavbarItem).
 */
export type NavbarDropdown = { label: string; items: readonly NavLink[]; activeFor?: string; policyDocuments?: true };

export const navbarItems: readonly (NavbarLink | NavbarDropdown)[] = [
  { ...pageLinks.home, activeFor: '$' },
  pageLinks.ruggedAppsAi,
  pageLinks.partnerships,
  // Every page under /service/ but the two that have their own item.
  { ...pageLinks.services, activeFor: 'service(/(?!rugged-apps-ai|partner-ships)[^/]*)?/?$' },
  pageLinks.about,
  // The evidence hub opens the Policies menu: a buyer reaches it from the top menu without an eighth item.
  { label: pageLinks.policyIndex.label, activeFor: 'policies/', items: [pageLinks.compliance], policyDocuments: true },
  pageLinks.contact,
  // The footer's links the navbar leaves out; on a phone the menu offers them below the main ones.
  { ...pageLinks.faq, phoneOnly: true },
  { ...pageLinks.insights, phoneOnly: true },
];

export const footerQuickLinks: readonly NavLink[] = [
  pageLinks.about,
  pageLinks.services,
  pageLinks.policyIndex,
  pageLinks.ruggedAppsAi,
  pageLinks.partnerships,
  pageLinks.faq,
  pageLinks.insights,
  pageLinks.compliance,
  pageLinks.contact,
  pageLinks.accessibility,
];

/** Headings of the footer's columns. */
export const footerLabels = {
  contact: 'Get in touch',
  companyNumber: 'Company registration number',
  dunsNumber: 'D-U-N-S number',
  quickLinks: 'Quick links',
  policies: 'Policies',
  /** The Companies Act trading disclosures ask for the registered office by that name (SI 2015/17, regulation 25). */
  registeredOffice: 'Registered office',
} as const;
