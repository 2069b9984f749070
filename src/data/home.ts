// The home page's words: its title and the heading, sentence and link of each part. The page is designed, so its words
// fill fixed places; change the words between quotation marks (docs/maintaining/editing-reference.md, "Changing the home page"). The IQ Suite
// cards come from the building blocks (src/data/iqSuite.ts), the figures from src/data/headlineStats.ts.

import { pdfLabels } from './pdfs';
import { routes } from './routes';

/** The first screen's actions, under the h1 (src/components/Home/FirstScreenActions). */
export const firstScreenActions = {
  tenderPack: pdfLabels.tenderPackLink,
  call: 'Or call our office on',
} as const;

type PartLink = { label: string; to: string };
export type HomePart = { heading: string; text: string; link?: PartLink };

export const homeCopy = {
  /** Shown after the company's name in the h1, and in the browser tab. */
  title: 'AI, cloud and rugged apps for UK organisations',
  parts: {
    'popular-services': {
      heading: 'Our popular services',
      text: 'Results from our own client work, then the services that deliver them.',
      link: { label: 'Every result, and what each is based on', to: `${routes.ruggedAppsAi}#results` },
    },
    'iq-suite': {
      heading: 'Rugged Apps AI: the IQ Suite',
      text: 'Three building blocks that bring AI to the rugged devices your field and warehouse teams use every day.',
      link: { label: 'Explore the IQ Suite', to: routes.ruggedAppsAi },
    },
    services: {
      heading: 'Our services',
      text: 'From AI strategy to public-sector tenders, we cover the technology and compliance work that helps UK organisations grow.',
    },
    'partner-with-us': {
      heading: 'Partner with us',
      text: 'Offer the IQ Suite and our services under your own brand, or co-brand with us. Channel partners, distributors, system integrators and marketing partners are all welcome.',
      link: { label: 'Become a partner', to: routes.partnerships },
    },
  },
} as const satisfies { title: string; parts: Record<string, HomePart> };

export type HomeParts = (typeof homeCopy)['parts'];
