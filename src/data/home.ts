// Home page copy that is not service data: section headings, the IQ Suite
// cards group and the closing call to action. Service copy lives in services.ts.

export type SectionHeading = {
  heading: string;
  intro: string;
};

export type ContactCta = {
  title: string;
  text: string;
  button: 'Contact us';
};

export const popularServicesHeading = 'Our popular services';

export const popularServicesIntro = 'Results from our own client work, then the services that deliver them.';

/** Heading over the service cards built from services.ts. */
export const servicesSection = {
  heading: 'Our services',
  intro:
    'From AI strategy to public-sector tenders, we cover the technology and compliance work that helps UK organisations grow.',
} as const satisfies SectionHeading;

/** Heading over the three IQ Suite feature cards (see iqSuite.ts). */
export const iqSuiteCardsSection = {
  heading: 'Rugged Apps AI: the IQ Suite',
  intro: 'Three building blocks that bring AI to the rugged devices your field and warehouse teams use every day.',
  cta: 'Explore the IQ Suite',
} as const satisfies SectionHeading & { cta: string };

/** Under the home page's three figures: the nine, with what each rests on, are on the IQ Suite page. */
export const homeResultsLink = 'All nine results, and what each is based on';

/** The first screen's actions, under the h1 (src/components/Home/FirstScreenActions). */
export const firstScreenActions = {
  contact: 'Contact us',
  tenderPack: 'Tender pack PDF',
  call: 'Or call our office on',
} as const;

export const contactCta = {
  title: 'Ready to talk about your project?',
  text: 'Tell us what you want to achieve, and our team will come back to you with clear, practical next steps.',
  button: 'Contact us',
} as const satisfies ContactCta;

/** The home page's title: after the company name in the h1, alone in the tab. */
export const homeMeta = {
  title: 'AI, cloud and rugged apps for UK organisations',
} as const;
