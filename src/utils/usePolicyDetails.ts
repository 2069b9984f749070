import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { PolicyDetailsProps } from '@site/src/components/PolicyDetails';
import { approvalFromFrontMatter } from '@site/src/data/approval';
import type { PolicyFrontMatter } from '@site/src/data/content';
import { isoDay } from '@site/src/utils/date';

/** The policy's front matter, checked by the build; read here as unknown, since every doc comes through here. */
type PolicyFields = { [Key in keyof PolicyFrontMatter]?: unknown };

/**
 * The current doc's policy details, from its front matter, and the slug of its PDF (none with `pdf: false`); nothing
 * for a doc without policy fields.
 */
export function usePolicyDetails(): { details: PolicyDetailsProps; pdfSlug?: string } | undefined {
  const { frontMatter, metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const fields = frontMatter as typeof frontMatter & PolicyFields;
  const lastReviewed = isoDay(fields.last_reviewed);
  const nextReview = isoDay(fields.next_review);
  const adopted = isoDay(fields.adopted);
  // The build checks the history: oldest first, its last entry the current version.
  const history = Array.isArray(fields.history) ? (fields.history as { date?: unknown }[]) : [];
  const firstPublished = isoDay(history[0]?.date);
  if (typeof fields.owner !== 'string' || typeof fields.version !== 'string' || !lastReviewed || !nextReview) {
    return undefined;
  }
  const details: PolicyDetailsProps = {
    owner: fields.owner,
    version: fields.version,
    last_reviewed: lastReviewed,
    next_review: nextReview,
    approval: approvalFromFrontMatter(frontMatter),
    versionDate: isoDay(history.at(-1)?.date),
    adoption: adopted && firstPublished ? { adopted, firstPublished } : undefined,
    url: `${siteConfig.url}${metadata.permalink.replace(/\/?$/, siteConfig.trailingSlash ? '/' : '')}`,
  };
  // The PDF is named after the page's slug (src/data/pdfs.ts).
  const pdfSlug = fields.pdf !== false && typeof fields.slug === 'string' ? fields.slug.replace(/^\//, '') : undefined;
  return { details, pdfSlug };
}
