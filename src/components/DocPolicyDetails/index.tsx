import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PolicyDetails from '@site/src/components/PolicyDetails';
import VersionHistory from '@site/src/components/VersionHistory';
import PdfDownload from '@site/src/components/PdfDownload';
import { approvalFromFrontMatter } from '@site/src/data/approval';
import type { PolicyFrontMatter } from '@site/src/data/content';
import { isoDay } from '@site/src/utils/date';

/** The policy's front matter, checked by the build; read here as unknown, since every doc comes through here. */
type PolicyFields = { [Key in keyof PolicyFrontMatter]?: unknown };

/** The current doc's policy details panel, placed under the title by plugins/policy-details; nothing without policy fields. */
export default function DocPolicyDetails(): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const fields = frontMatter as typeof frontMatter & PolicyFields;
  const lastReviewed = isoDay(fields.last_reviewed);
  const nextReview = isoDay(fields.next_review);
  const adopted = isoDay(fields.adopted);
  // The build checks the history: oldest first, its last entry the current version.
  const history = Array.isArray(fields.history) ? (fields.history as { date?: unknown }[]) : [];
  const firstPublished = isoDay(history[0]?.date);
  const versionDate = isoDay(history.at(-1)?.date);
  if (typeof fields.owner !== 'string' || typeof fields.version !== 'string' || !lastReviewed || !nextReview) {
    return null;
  }
  return (
    <>
      <PolicyDetails
        owner={fields.owner}
        version={fields.version}
        last_reviewed={lastReviewed}
        next_review={nextReview}
        approval={approvalFromFrontMatter(frontMatter)}
        versionDate={versionDate}
        adoption={adopted && firstPublished ? { adopted, firstPublished } : undefined}
        url={`${siteConfig.url}${metadata.permalink.replace(/\/?$/, siteConfig.trailingSlash ? '/' : '')}`}
      />
      <VersionHistory />
      {/* The PDF is named after the page's slug (src/data/pdfs.ts); `pdf: false` prints none. */}
      {fields.pdf !== false && typeof fields.slug === 'string' && <PdfDownload slug={fields.slug.replace(/^\//, '')} />}
    </>
  );
}
