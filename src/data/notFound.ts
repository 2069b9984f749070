export const notFoundCopy = {
  title: 'Page not found',
  body: 'We could not find that page, so we are taking you to the home page.',
  homeLink: 'Go to the home page',
} as const;
