/**
 * Headings and button texts shared by several pages, kept with the rest of
 * the copy rather than inline in components.
 */
import { formatWithin } from './serviceLevels';

export const contactBannerCopy = {
  title: 'Contact information',
  text: `Tell us what you need and a consultant will reply ${formatWithin('enquiry')}.`,
  button: 'Contact us',
} as const;

export const mainServiceCopy = {
  title: 'Our services',
  lead: 'AI, cloud, security, sustainability and public-sector onboarding for UK businesses and public bodies, delivered by one Liverpool team.',
  listHeading: 'Choose a service',
  approachButton: 'Explore our approach',
  cardLink: 'Find out more',
} as const;
