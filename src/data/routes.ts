/** The route table every link is built from; `legacyRoutes` lists every route of the original site, each page-tested. */
import { serviceSlugs, type ServiceSlug } from './serviceSlugs';

/** The original site's policy addresses, which must keep answering (the lists of documents come from front matter). */
export const legacyPolicySlugs = [
  'privacypolicy',
  'termsofuse',
  'cookiespolicy',
  'acceptableusagepolicy',
  'dataprotectionpolicy',
  'bcms',
  'qmspolicy',
  'modernslaverypolicy',
] as const;
export type LegacyPolicySlug = (typeof legacyPolicySlugs)[number];

export const faqSlugs = [
  'development',
  'cloudcomputing',
  'cloudstorage',
  'cybersecurity',
  'itsupport',
  'carbonreduction',
  'socialmedia',
  'webdesigning',
] as const;
export type FaqSlug = (typeof faqSlugs)[number];

export const routes = {
  home: '/',
  services: '/service/mainservice',
  /** Kept from the original site: how we work, reached from the services page. */
  servicesRoot: '/service',
  ruggedAppsAi: '/service/rugged-apps-ai',
  partnerships: '/service/partner-ships',
  about: '/about',
  /** Kept from the original site: redirects to `about`. */
  knowMore: '/knowme',
  contact: '/contactus',
  faq: '/faq',
  /** Kept from the original site: redirects to `policyIndex`. */
  policies: '/policies',
  policyIndex: '/policies/mainpolicy',
  accessibility: '/accessibility',
  /** The buyer's evidence: certificates, registrations, insurance, plans and policies. */
  compliance: '/compliance',
  /** Our summary of insurance cover, printed to PDF like the policies. */
  insuranceCertificate: '/compliance/insurance',
  /** The blog: insights and case studies. */
  insights: '/insights',
  /** The Insights subject page of the case studies (blog/tags.yml's `case-study`). */
  caseStudies: '/insights/tags/case-study',
  /** Search results for `?q=`, from the Pagefind index of the built site. */
  search: '/search',
} as const;

export const serviceRoute = (slug: ServiceSlug) => `/service/${slug}` as const;
export const policyRoute = (slug: LegacyPolicySlug) => `/policies/${slug}` as const;
export const faqRoute = (slug: FaqSlug) => `/faq/${slug}` as const;

/** Where each retired FAQ page's address leads, from the FAQ index's `retired`; each gets a redirect page. */
export const retiredFaqRedirects = (retired: readonly { slug: string; replaced_by?: string }[]) =>
  retired.map(({ slug, replaced_by }) => ({
    from: `${routes.faq}${slug}`,
    to: replaced_by ? `${routes.faq}${replaced_by}` : routes.faq,
  }));

/** Redirect pages: the original site's /policies, and the addresses a visitor guesses from a menu label. */
export const redirects = [
  { from: routes.policies, to: routes.policyIndex },
  { from: '/partnerships', to: routes.partnerships },
  { from: '/ruggedappsai', to: routes.ruggedAppsAi },
  // The original "Know more" page repeated the About page and the services; what it added is on the About page.
  { from: routes.knowMore, to: routes.about },
  // Posts were signed by teams until they named their authors (src/data/team.json): each team's page leads to its lead's.
  { from: `${routes.insights}/authors/sustainability`, to: `${routes.insights}/authors/hannah-lloyd` },
  { from: `${routes.insights}/authors/security`, to: `${routes.insights}/authors/tom-whitfield` },
  { from: `${routes.insights}/authors/data-protection`, to: `${routes.insights}/authors/priya-raman` },
  { from: `${routes.insights}/authors/rugged-apps`, to: `${routes.insights}/authors/omar-haddad` },
] as const;

/** Every route the original site had (plus the new service pages): each must resolve. */
export const legacyRoutes: readonly string[] = [
  routes.home,
  routes.services,
  routes.servicesRoot,
  ...serviceSlugs.map(serviceRoute),
  routes.about,
  routes.contact,
  routes.knowMore,
  routes.faq,
  ...faqSlugs.map(faqRoute),
  routes.policies,
  routes.policyIndex,
  ...legacyPolicySlugs.map(policyRoute),
];
