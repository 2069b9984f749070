/**
 * Headings and button texts shared by several pages, kept with the rest of
 * the copy rather than inline in components.
 */
import { formatWithin } from './serviceLevels';

export const contactBannerCopy = {
  title: 'Contact Information',
  text: `Tell us what you need and a consultant will reply ${formatWithin('enquiry')}.`,
  button: 'Contact Us',
} as const;

export const mainServiceCopy = {
  title: 'Our Services',
  lead: 'AI, cloud, security, sustainability and public-sector onboarding for UK businesses and public bodies, delivered by one Liverpool team.',
  listHeading: 'Choose a service',
  approachButton: 'Explore Our Approach',
  cardLink: 'Find out more',
} as const;

/** /service: how an engagement runs; the page's prose is src/pages/service/_how-we-work.md. */
export const howWeWorkCopy = {
  title: 'How we work',
  lead: 'From discovery to delivery and support: how an engagement with us runs, the ways you can buy, and the standards we hold ourselves to.',
} as const;
