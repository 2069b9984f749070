// Copy for the Know more page (/knowme), named after its route. Core services come from services.ts;
// the vision and mission are re-exported from about.ts so only one version exists.

import type { TitledText } from './services';

export { vision, mission } from './about';

export type KnowMoreIntro = {
  heading: string;
  paragraphs: readonly string[];
};

export const knowMoreIntro = {
  heading: 'Know more about us',
  paragraphs: [
    'We combine technical depth with a practical, plain-speaking approach. Whether you need a Carbon Reduction Plan for a tender next week or a multi-year AI programme, you work with consultants who understand both the technology and the commercial pressures behind it.',
    'Our clients range from growing UK businesses to public bodies and operators in the United Arab Emirates. What they share is a need for technology that works in the real world, delivered by a partner they can rely on.',
  ],
} as const satisfies KnowMoreIntro;

export const reasonsToPartner = [
  {
    title: 'Results you can measure',
    text: 'We agree success measures at the start and report against them, so you always know what your investment is delivering.',
  },
  {
    title: 'Our own products',
    text: 'The IQ Suite is built and supported by our team, so you deal directly with the people who develop it.',
  },
  {
    title: 'Public-sector know-how',
    text: 'We understand frameworks, social value and carbon reduction requirements, and we help you meet them.',
  },
  {
    title: 'Security and compliance built in',
    text: 'Data protection, accessibility and security are part of every design from the start, not added at the end.',
  },
  {
    title: 'Fast, focused delivery',
    text: 'Short cycles, clear milestones and early working results, from Carbon Reduction Plans in days to AI proofs of concept in weeks.',
  },
  {
    title: 'UK and UAE reach',
    text: 'We support clients across the UK and the United Arab Emirates, with a team that understands both markets.',
  },
] as const satisfies readonly TitledText[];

/** Headings of the Know more page's sections. */
export const knowMorePageLabels = {
  description:
    'Who we are, the services we offer, our vision and mission, and why UK and UAE organisations choose to work with us.',
  coreServices: 'Our core services',
  reasons: 'Why partner with us',
  visionAndMission: 'Vision and mission',
  vision: 'Vision',
  mission: 'Mission',
} as const;
