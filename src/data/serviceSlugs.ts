/** The services' keys and routes, apart from services.ts so the route table (in every page) carries no service copy. */
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
