/** Our documents as the site links them; the list of policies is their Markdown, read by plugins/content-index. */
import type { PageLink } from './pages';
import { routes } from './routes';

/** A policy's route from its front matter slug ("/privacypolicy"), without the base URL or a trailing slash. */
export const policyDocumentRoute = (frontMatterSlug: string) => `${routes.policies}${frontMatterSlug}`;

/** A policy in a menu: named by its `menu_label`, or its title. */
export const policyDocumentLink = (policy: { slug: string; title: string; menu_label?: string }): PageLink => ({
  label: policy.menu_label ?? policy.title,
  to: policyDocumentRoute(policy.slug),
});

/** The accessibility statement: a page of the site, not an editor's policy, and always printed. */
export const accessibilityDocument = { slug: 'accessibility', title: 'Accessibility statement' } as const;

/**
 * Our own summary of insurance cover (not an insurer's or broker's certificate): a page of the hub, printed and packed
 * like the policies. The slug keeps the PDF's published address.
 */
export const insuranceDocument = { slug: 'insurance-certificate', title: 'Summary of insurance cover' } as const;

/** Where each retired policy's address leads, from the policy index's `retired`; each gets a redirect page. */
export const retiredPolicyRedirects = (retired: readonly { slug: string; replaced_by?: string }[]) =>
  retired.map(({ slug, replaced_by }) => ({
    from: policyDocumentRoute(slug),
    to: replaced_by ? policyDocumentRoute(replaced_by) : routes.policyIndex,
  }));
