/**
 * Headings and button texts shared by several pages, kept with the rest of
 * the copy rather than inline in components.
 */
export const servicePageLabels = {
  covers: 'What the service covers',
  engagement: 'How an engagement works',
  outcomes: 'What you can expect',
} as const;

export const contactBannerCopy = {
  title: 'Contact Information',
  text: 'Tell us what you need and a consultant will reply within one working day.',
  button: 'Contact Us',
} as const;

export const mainServiceCopy = {
  title: 'Our Services',
  lead: 'AI, cloud, security, sustainability and public-sector onboarding for UK businesses and public bodies, delivered by one Liverpool team.',
  listHeading: 'Choose a service',
  approachButton: 'Explore Our Approach',
  cardLink: 'Find out more',
} as const;
