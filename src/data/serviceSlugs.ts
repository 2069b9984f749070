/**
 * The service vocabulary's keys, which are also the services' routes. Apart
 * from services.ts because the route table (and so the navbar and footer on
 * every page) needs only these: a module shared with the entry bundle is
 * bundled whole, so importing the slugs from services.ts put every service's
 * copy into every page's first load.
 */
export const serviceSlugs = [
  'rugged-apps-ai',
  'partner-ships',
  'specialisedconsultancy',
  'cloudsolutions',
  'cybersecurity',
  'carbonreductionplan',
  'processdevelopment',
  'financialinsights',
  'webd',
  'digitalmarketing',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
