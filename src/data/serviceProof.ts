/**
 * What a service page shows beside its title (src/components/ServiceProof): who leads the service, the price the site
 * states for it, and which case studies show its work. Apart from services.ts, which every page loads, as only the
 * service pages read this.
 */
import type { ServiceSlug } from './services';

/** A price in words, as the FAQ answer at `faq` (an address with its question's `#id`) gives it. */
export type ServicePrice = { text: string; faq: string };

export type ServiceProofFacts = {
  /** Who leads the service for a client: a key of the people record (src/data/team.json). */
  lead: string;
  /** The price the site states, and the FAQ answer that explains it; none where every job is quoted. */
  price?: ServicePrice;
  /** The Insights tag (blog/tags.yml) of the case studies that show this service's work, where there are any. */
  caseStudyTag?: string;
};

export const serviceProof: Record<ServiceSlug, ServiceProofFacts> = {
  'rugged-apps-ai': { lead: 'omar-haddad', caseStudyTag: 'rugged-apps' },
  'partner-ships': { lead: 'daniel-okafor' },
  specialisedconsultancy: { lead: 'omar-haddad' },
  cloudsolutions: { lead: 'tom-whitfield' },
  cybersecurity: { lead: 'tom-whitfield', caseStudyTag: 'cyber-security' },
  carbonreductionplan: { lead: 'hannah-lloyd', caseStudyTag: 'carbon-reduction' },
  processdevelopment: { lead: 'daniel-okafor', caseStudyTag: 'procurement' },
  financialinsights: { lead: 'daniel-okafor' },
  webd: {
    lead: 'sarah-mensah',
    price: {
      text: 'From £500 plus VAT; an e-commerce site typically £2,000 to £5,000 plus VAT',
      faq: '/faq/webdesigning/#how-much-does-a-website-cost',
    },
  },
  digitalmarketing: { lead: 'sarah-mensah' },
};

/** The words around a service's proof. */
export const serviceProofLabels = {
  name: 'This service at a glance',
  lead: 'Leads this service',
  clearance: 'Security clearance',
  check: 'Pre-employment check',
  price: 'Price',
  howWePrice: 'How we price',
  caseStudy: 'Case study',
} as const;
