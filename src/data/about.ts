// Copy for the About page (/about): who we are, our values, vision and mission.
// The Know more page re-exports the vision and mission so there is one version.

export type AboutIntro = {
  heading: string;
  paragraphs: readonly string[];
};

export type CompanyValue = {
  title: 'Integrity' | 'Innovation' | 'Sustainability' | 'Customer-centricity';
  /** Two sentences explaining the value. */
  text: string;
};

export const aboutIntro = {
  heading: 'About us',
  paragraphs: [
    'We are an IT consultancy based in Liverpool, working with businesses and public-sector organisations across the UK and the United Arab Emirates. We help clients put AI, cloud and rugged field apps to work in ways that are secure, measurable and sustainable.',
    'Our work spans AI consultancy, cloud solutions, cyber security and our own IQ Suite of AI mobile apps for rugged devices. We also help organisations win public-sector work, from framework onboarding and social value commitments to the Carbon Reduction Plans that major government contracts require.',
    'We are small enough to know every client well and experienced enough to deliver complex programmes. Every engagement starts with your goals and ends with results you can measure.',
  ],
} as const satisfies AboutIntro;

export const values = [
  {
    title: 'Integrity',
    text: 'We give honest advice, even when that means recommending less work. We are clear about costs, timescales and risks from the start.',
  },
  {
    title: 'Innovation',
    text: 'We use new technology where it solves a real problem, not for its own sake. We test ideas quickly and build on what works.',
  },
  {
    title: 'Sustainability',
    text: 'We help clients cut carbon and waste, and we hold ourselves to the same standard. Efficient, long-lasting solutions are better for budgets and for the planet.',
  },
  {
    title: 'Customer-centricity',
    text: 'We start with your goals, your people and your constraints. We measure success by the results you see, not the hours we bill.',
  },
] as const satisfies readonly CompanyValue[];

export const vision: string =
  'A future in which every organisation, whatever its size, can use AI and modern technology safely, sustainably and to real effect.';

export const mission: string =
  'To deliver practical AI, cloud and field solutions that cut costs, reduce risk and open new markets for our clients, including the public sector, while helping them on the road to Net Zero.';

/** Headings of the About and Know more pages' sections. */
export const aboutPageLabels = {
  description:
    'A Liverpool IT consultancy for UK and UAE businesses and public bodies: AI, cloud, rugged field apps, public-sector onboarding and sustainability.',
  values: 'Our values',
  vision: 'Our vision',
  mission: 'Our mission',
} as const;
