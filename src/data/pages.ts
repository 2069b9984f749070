/**
 * What each page is called wherever it is linked, keyed like the route table. A document's name is its front matter's
 * (`title`, or `menu_label`), read through the content index.
 */
import { routes } from './routes';

export type PageLink = { label: string; to: string };

/** The menu names of the site's pages. "About Us" and "Contact Us" are the original site's words, kept as specified; "Partnerships" is spelt as a word. */
export const pageLinks = {
  home: { label: 'Home', to: routes.home },
  ruggedAppsAi: { label: 'Rugged Apps AI', to: routes.ruggedAppsAi },
  partnerships: { label: 'Partnerships', to: routes.partnerships },
  services: { label: 'Services', to: routes.services },
  about: { label: 'About Us', to: routes.about },
  policyIndex: { label: 'Policies', to: routes.policyIndex },
  contact: { label: 'Contact Us', to: routes.contact },
  faq: { label: 'FAQs', to: routes.faq },
  insights: { label: 'Insights', to: routes.insights },
  caseStudies: { label: 'Case studies', to: routes.caseStudies },
  compliance: { label: 'Procurement and compliance', to: routes.compliance },
  accessibility: { label: 'Accessibility', to: routes.accessibility },
} as const satisfies Partial<Record<keyof typeof routes, PageLink>>;

/** The primary action of every hero and closing band: one wording, always to the contact page. */
export const contactAction = { label: 'Contact us', to: routes.contact } as const satisfies PageLink;
