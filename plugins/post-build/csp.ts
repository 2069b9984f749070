import { withContentSecurityPolicy } from '../shared/csp';
import type { PageStep } from './pagePipeline';

/**
 * Adds the Content-Security-Policy meta tag, with the hash of each inline
 * script: the last step, so it hashes each page's final inline scripts.
 */
export const contentSecurityPolicyStep: PageStep = {
  name: 'Content-Security-Policy',
  run: (html) => withContentSecurityPolicy(html),
};
