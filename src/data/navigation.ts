/** The navbar and footer's link lists, built from the pages record (pages.ts), so no link names a missing route. */
import { pageLinks, type PageLink } from './pages';

export type NavLink = PageLink;

/** A navbar item; `activeFor` matches the paths (after the base URL) on which it shows as the current section. */
export type NavbarLink = NavLink & {
  activeFor?: string;
  /** The navbar's one call to action, drawn as its primary button on a wide screen. */
  primary?: true;
};
/** A dropdown; with `policyDocuments`, every policy follows `items` (NavbarItem/PolicyDocumentsNavbarItem). */
export type NavbarDropdown = { label: string; items: readonly NavLink[]; activeFor?: string; policyDocuments?: true };

/** The top-level item that takes a buyer to the evidence hub in one click, on a wide screen and a phone. */
export const forBuyersLink = {
  label: 'For buyers',
  to: pageLinks.compliance.to,
  // The hub and the documents under it (the summary of insurance cover).
  activeFor: 'compliance(/|$)',
} as const;

export const navbarItems: readonly (NavbarLink | NavbarDropdown)[] = [
  { ...pageLinks.home, activeFor: '$' },
  pageLinks.ruggedAppsAi,
  pageLinks.partnerships,
  // Every page under /service/ but the two that have their own item.
  { ...pageLinks.services, activeFor: 'service(/(?!rugged-apps-ai|partner-ships)[^/]*)?/?$' },
  pageLinks.about,
  // The hub opens the Policies menu too: a buyer looking for a policy finds the evidence beside it.
  { label: pageLinks.policyIndex.label, activeFor: 'policies/', items: [pageLinks.compliance], policyDocuments: true },
  forBuyersLink,
  // What we have done, first, then the articles and the answers, in the same menu on every screen.
  {
    label: 'Our work',
    activeFor: '(faq|insights)(/|$)',
    items: [pageLinks.caseStudies, pageLinks.insights, pageLinks.faq],
  },
  { ...pageLinks.contact, primary: true },
];

/** The original site's footer links, with the evidence hub and the accessibility statement (the FAQs and Insights are in the navbar). */
export const footerQuickLinks: readonly NavLink[] = [
  pageLinks.about,
  pageLinks.services,
  pageLinks.policyIndex,
  pageLinks.ruggedAppsAi,
  pageLinks.partnerships,
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
