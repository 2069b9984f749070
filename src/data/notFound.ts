// The page an unknown address shows before it takes the visitor home.
import { routes } from './routes';

export const notFoundCopy = {
  title: 'Page not found',
  /** Without a path (the static 404.html, before the browser knows the address) it says "this address". */
  body: (path?: string) =>
    `We could not find a page at ${path ?? 'this address'}. It may have moved, or the address may be mistyped.`,
  countdown: (seconds: number) =>
    seconds > 0 ? `We will take you to the home page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.` : '',
  stopped: 'You are staying on this page.',
  stay: 'Stay on this page',
  homeLink: 'Go to the home page now',
  helpHeading: 'Or go straight to',
} as const;

/** Seconds before an unknown address sends the visitor home (WCAG 2.2.1: it can be stopped). */
export const notFoundRedirectSeconds = 5;

export const notFoundLinks = [
  { label: 'Search the site', to: routes.search },
  { label: 'Our services', to: routes.services },
  { label: 'Frequently asked questions', to: routes.faq },
  { label: 'Contact us', to: routes.contact },
] as const;
