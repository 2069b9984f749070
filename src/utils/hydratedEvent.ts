/**
 * The event the site dispatches on `document` once React has hydrated the
 * page: sent by src/theme/Root.tsx, heard by the inline loader
 * that plugins/post-build/afterFirstPaint.ts writes into every page.
 */
export const hydratedEvent = 'site:hydrated';
