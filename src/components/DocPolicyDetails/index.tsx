import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PolicyDetails from '@site/src/components/PolicyDetails';
import VersionHistory from '@site/src/components/VersionHistory';
import PdfDownload from '@site/src/components/PdfDownload';
import { isoDay } from '@site/src/utils/date';

type PolicyFields = {
  owner?: unknown;
  version?: unknown;
  last_reviewed?: unknown;
  next_review?: unknown;
  approval?: { approved_by?: unknown; signed_by?: unknown; date?: unknown };
};

/**
 * The policy details panel of the current doc, from its front matter; the
 * policies' remark plugin (plugins/policy-details) places it under the title.
 * Nothing on a doc without the policy fields, such as the policy index.
 */
export default function DocPolicyDetails(): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const fields = frontMatter as typeof frontMatter & PolicyFields;
  const lastReviewed = isoDay(fields.last_reviewed);
  const nextReview = isoDay(fields.next_review);
  // Checked by the content-index plugin before the build, so only its shape is read here.
  const approvalDate = isoDay(fields.approval?.date);
  const approval =
    approvalDate && typeof fields.approval?.approved_by === 'string'
      ? { approved_by: fields.approval.approved_by, date: approvalDate }
      : undefined;
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
        approval={approval}
        url={`${siteConfig.url}${metadata.permalink.replace(/\/?$/, siteConfig.trailingSlash ? '/' : '')}`}
      />
      <VersionHistory />
      <PdfDownload slug={metadata.id} />
    </>
  );
}
