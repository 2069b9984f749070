import { withContentSecurityPolicy } from '../shared/csp';
import type { PageStep } from './pagePipeline';

/** Adds the CSP meta tag with each inline script's hash: the last step, so it hashes the final scripts. */
export const contentSecurityPolicyStep: PageStep = {
  name: 'Content-Security-Policy',
  run: (html) => withContentSecurityPolicy(html),
};
