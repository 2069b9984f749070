// Copy for the Partnerships page (/service/partner-ships) and its home page
// teaser: the white-label and co-branding programme for the IQ Suite.

import type { TitledText } from './services';

export type PartnershipsIntro = {
  heading: string;
  paragraphs: readonly string[];
};

export type PartnerType = {
  title: string;
  /** What this kind of partner gets from the programme. */
  gets: string;
};

export type PartnershipModel = {
  title: 'White-label' | 'Co-branding';
  text: string;
  points: readonly string[];
};

export const partnershipsIntro = {
  heading: 'Grow with our platform, under your brand',
  paragraphs: [
    'Our partner programme lets you offer the IQ Suite and our consultancy services to your own customers, under your own brand. You own the customer relationship; we provide the platform, the updates and the technical expertise behind it.',
    'If you would rather show both names, our co-branding option pairs your brand with ours, combining your local presence and customer knowledge with our product and delivery experience.',
  ],
} as const satisfies PartnershipsIntro;

export const partnerTypes = [
  {
    title: 'Channel partners',
    gets: 'Resell the IQ Suite and our services under your brand, with partner pricing, ready-made sales materials and pre-sales support on live opportunities.',
  },
  {
    title: 'Distributors',
    gets: 'Add a ready-made software layer to the rugged hardware you already supply, with volume pricing and agreed regional terms.',
  },
  {
    title: 'System integrators',
    gets: "Get APIs, integration documentation and technical support to connect the IQ Suite to your clients' ERP, asset and identity systems.",
  },
  {
    title: 'Marketing partners',
    gets: 'Benefit from a referral arrangement for introductions that become projects, plus joint campaigns, case studies and events with our team.',
  },
] as const satisfies readonly PartnerType[];

export const partnershipModels = [
  {
    title: 'White-label',
    text: 'Sell the IQ Suite and selected services as your own, with your name, logo and colours throughout.',
    points: [
      'Your branding on apps, portals, documents and sign-in screens',
      'You set your own prices and own the customer relationship',
      'We provide hosting, updates and technical support behind the scenes',
      'Partner pricing that protects your margin',
    ],
  },
  {
    title: 'Co-branding',
    text: 'Present the IQ Suite jointly, with your brand alongside ours, for customers who value a named technology partner.',
    points: [
      'Joint branding on apps, proposals and case studies',
      'Shared sales meetings and demonstrations with our specialists',
      'Joint marketing campaigns and events',
      'A quicker route to market if you are new to AI and rugged apps',
    ],
  },
] as const satisfies readonly PartnershipModel[];

export const onboardingSteps = [
  {
    title: 'Introductory call',
    text: 'We learn about your business, customers and goals, and explain how the programme works.',
  },
  {
    title: 'Partner agreement',
    text: 'We agree the model, pricing, territory and support levels that suit you.',
  },
  {
    title: 'Training and enablement',
    text: 'Your sales and technical teams receive product training, demonstration environments and sales materials.',
  },
  {
    title: 'Launch and grow',
    text: 'We support your first customer deployments and review progress with you regularly.',
  },
] as const satisfies readonly TitledText[];

/** Headings of the Partnerships page's sections. */
export const partnershipsPageLabels = {
  models: 'Two ways to partner',
  partnerTypes: 'Who we partner with',
  onboarding: 'How onboarding works',
  ctaTitle: 'Talk to us about partnering',
  ctaText: 'Tell us about your business and customers, and we will arrange an introductory call.',
} as const;
