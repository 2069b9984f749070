import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PolicyDetails from '@site/src/components/PolicyDetails';
import VersionHistory from '@site/src/components/VersionHistory';
import PdfDownload from '@site/src/components/PdfDownload';

type PolicyFields = { owner?: unknown; version?: unknown; last_reviewed?: unknown; next_review?: unknown };

/**
 * YAML turns an unquoted date into a Date: the MDX module keeps the Date,
 * the JSON metadata an ISO string. Either way the day is what counts.
 */
function dateOnly(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  return value.slice(0, 10);
}

/**
 * The policy details panel of the current doc, from its front matter; the
 * policies' remark plugin (plugins/policy-details) places it under the title.
 * Nothing on a doc without the policy fields, such as the policy index.
 */
export default function DocPolicyDetails(): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const fields = frontMatter as typeof frontMatter & PolicyFields;
  const lastReviewed = dateOnly(fields.last_reviewed);
  const nextReview = dateOnly(fields.next_review);
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
        url={`${siteConfig.url}${metadata.permalink.replace(/\/?$/, siteConfig.trailingSlash ? '/' : '')}`}
      />
      <VersionHistory />
      <PdfDownload slug={metadata.id} />
    </>
  );
}
