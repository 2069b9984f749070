/**
 * What each page is called wherever it is linked: one record, keyed like the
 * route table, read by the navbar, the footer, the compliance hub and the
 * PDF list, so a page has one name everywhere. A page's own words (its h1,
 * lead and body) live in its copy module or its Markdown; a document's title
 * here must equal its front matter title (a unit test compares them).
 */
import { policyRoute, policySlugs, routes, type PolicySlug } from './routes';

export type PageLink = { label: string; to: string };

/** The menu names of the site's pages. "About Us", "Contact Us" and "PartnerShips" are the original site's words, kept as specified. */
export const pageLinks = {
  home: { label: 'Home', to: routes.home },
  ruggedAppsAi: { label: 'Rugged Apps AI', to: routes.ruggedAppsAi },
  partnerships: { label: 'PartnerShips', to: routes.partnerships },
  services: { label: 'Services', to: routes.services },
  about: { label: 'About Us', to: routes.about },
  policyIndex: { label: 'Policies', to: routes.policyIndex },
  contact: { label: 'Contact Us', to: routes.contact },
  faq: { label: 'FAQs', to: routes.faq },
  insights: { label: 'Insights', to: routes.insights },
  compliance: { label: 'Procurement and compliance', to: routes.compliance },
  accessibility: { label: 'Accessibility', to: routes.accessibility },
} as const satisfies Partial<Record<keyof typeof routes, PageLink>>;

/** The documents a buyer may ask for: every policy, the Carbon Reduction Plan and the accessibility statement. */
export const documentSlugs = [...policySlugs, 'carbonreductionplan', 'accessibility'] as const;
export type DocumentSlug = (typeof documentSlugs)[number];

/** Each document's title, as its page's front matter gives it. */
export const documentTitles: Record<DocumentSlug, string> = {
  privacypolicy: 'Privacy Policy',
  termsofuse: 'Terms of Use',
  cookiespolicy: 'Cookies Policy',
  acceptableusagepolicy: 'Acceptable Usage Policy',
  dataprotectionpolicy: 'Data Protection Policy',
  bcms: 'Business Continuity Management System',
  qmspolicy: 'Quality Management System Policy',
  modernslaverypolicy: 'Modern Slavery Statement',
  carbonreductionplan: 'Carbon Reduction Plan',
  accessibility: 'Accessibility statement',
};

const isPolicy = (slug: DocumentSlug): slug is PolicySlug => (policySlugs as readonly string[]).includes(slug);

/** Each document's route, without the base URL or a trailing slash. */
export function documentRoute(slug: DocumentSlug): string {
  if (slug === 'accessibility') return routes.accessibility;
  return isPolicy(slug) ? policyRoute(slug) : `${routes.policies}/${slug}`;
}

/** A link to a document, named by its title. */
export const documentLink = (slug: DocumentSlug): PageLink => ({
  label: documentTitles[slug],
  to: documentRoute(slug),
});
