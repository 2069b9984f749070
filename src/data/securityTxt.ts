import { company } from './company';
import { policyDocumentRoute } from './policyDocuments';

/**
 * /.well-known/security.txt (RFC 9116), written by plugins/robots. `expires` must be under a year ahead: the build
 * stops once it passes or is set too far, and `npm run policies:review` lists it 30 days before.
 */
export const securityTxtRecord = {
  expires: '2027-05-26',
  /** The policy the file points to, by its front matter slug. */
  policySlug: '/vulnerabilitydisclosure',
  /** Where the file says it is: its canonical address, relative to the site. */
  path: '/.well-known/security.txt',
} as const;

/** Why the record cannot be published on `today` (YYYY-MM-DD), or undefined. */
export function securityTxtProblem(expires: string, today: string): string | undefined {
  const yearAhead = new Date(`${today}T00:00:00Z`);
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  if (expires < today) {
    return `src/data/securityTxt.ts: security.txt expired on ${expires}. Review the vulnerability disclosure policy, then set "expires" to a day less than a year ahead.`;
  }
  if (expires >= yearAhead.toISOString().slice(0, 10)) {
    return `src/data/securityTxt.ts: security.txt's "expires" (${expires}) must be less than a year ahead (RFC 9116, section 2.5.5).`;
  }
  return undefined;
}

/** The file's text, for the site at `siteUrl` + `baseUrl`; throws when it may not be published on `today`. */
export function securityTxt(siteUrl: string, baseUrl: string, today: string): string {
  const problem = securityTxtProblem(securityTxtRecord.expires, today);
  if (problem) throw new Error(problem);
  const site = `${siteUrl}${baseUrl.replace(/\/$/, '')}`;
  return [
    `Contact: mailto:${company.securityEmail}`,
    `Expires: ${securityTxtRecord.expires}T23:59:59.000Z`,
    `Policy: ${site}${policyDocumentRoute(securityTxtRecord.policySlug)}/`,
    'Preferred-Languages: en',
    `Canonical: ${site}${securityTxtRecord.path}`,
    '',
  ].join('\n');
}
