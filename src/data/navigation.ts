/**
 * The navbar and the footer's link lists, built from the route table so they
 * cannot name a route that does not exist. docusaurus.config.ts reads the
 * navbar from here.
 */
import { policyLabels, policyRoute, policySlugs, routes } from './routes';

export type NavLink = { label: string; to: string };

/**
 * A navbar item. `activeFor` is a regular expression for the paths (after the
 * base URL) on which the item shows as the current section; without it, the
 * item is current on its own page.
 */
export type NavbarLink = NavLink & { activeFor?: string; phoneOnly?: boolean };
/** A dropdown; `activeFor` as above marks the dropdown itself, not only the item inside it. */
export type NavbarDropdown = { label: string; items: readonly NavLink[]; activeFor?: string };

export const navbarItems: readonly (NavbarLink | NavbarDropdown)[] = [
  { label: 'Home', to: routes.home, activeFor: '$' },
  { label: 'Rugged Apps AI', to: routes.ruggedAppsAi },
  { label: 'PartnerShips', to: routes.partnerships },
  // Every page under /service/ but the two that have their own item.
  { label: 'Services', to: routes.services, activeFor: 'service(/(?!rugged-apps-ai|partner-ships)[^/]*)?/?$' },
  { label: 'About Us', to: routes.about },
  {
    label: 'Policies',
    activeFor: 'policies/',
    items: policySlugs.map((slug) => ({ label: policyLabels[slug], to: policyRoute(slug) })),
  },
  { label: 'Contact Us', to: routes.contact },
  // The footer's links the navbar leaves out; on a phone the menu offers them below the main ones.
  { label: 'FAQs', to: routes.faq, phoneOnly: true },
  { label: 'Insights', to: routes.insights, phoneOnly: true },
  { label: 'Procurement and compliance', to: routes.compliance, phoneOnly: true },
];

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'About', to: routes.about },
  { label: 'Services', to: routes.services },
  { label: 'Policies', to: routes.policyIndex },
  { label: 'Rugged Apps AI', to: routes.ruggedAppsAi },
  { label: 'PartnerShips', to: routes.partnerships },
  { label: 'FAQs', to: routes.faq },
  { label: 'Insights', to: routes.insights },
  { label: 'Procurement and compliance', to: routes.compliance },
  { label: 'Contact Us', to: routes.contact },
  { label: 'Accessibility', to: routes.accessibility },
];

/** Headings of the footer's columns. */
export const footerLabels = {
  contact: 'Get in touch',
  companyNumber: 'Company registration number',
  dunsNumber: 'D-U-N-S number',
  quickLinks: 'Quick links',
  policies: 'Policies',
} as const;

export const footerPolicyLinks: readonly NavLink[] = policySlugs.map((slug) => ({
  label: policyLabels[slug],
  to: policyRoute(slug),
}));
