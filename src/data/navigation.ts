/**
 * Link lists of the footer, built from the route table so they cannot name
 * a route that does not exist.
 */
import { policyLabels, policyRoute, policySlugs, routes } from './routes';

export type NavLink = { label: string; to: string };

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'About', to: routes.about },
  { label: 'Services', to: routes.services },
  { label: 'Policies', to: routes.policyIndex },
  { label: 'Rugged Apps AI', to: routes.ruggedAppsAi },
  { label: 'PartnerShips', to: routes.partnerships },
  { label: 'FAQs', to: routes.faq },
  { label: 'Contact Us', to: routes.contact },
  { label: 'Accessibility', to: routes.accessibility },
];

export const footerPolicyLinks: readonly NavLink[] = policySlugs.map((slug) => ({
  label: policyLabels[slug],
  to: policyRoute(slug),
}));
