import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import PolicyDetails from '@site/src/components/PolicyDetails';

/**
 * Docusaurus's DocItem/Content, plus the "Policy details" panel under the
 * title of any doc whose front matter has the policy fields. One component
 * renders the panel for every policy; editors only fill in front matter.
 */

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

function usePolicyDetails() {
  const { frontMatter, metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const fields = frontMatter as typeof frontMatter & PolicyFields;
  const lastReviewed = dateOnly(fields.last_reviewed);
  const nextReview = dateOnly(fields.next_review);
  if (typeof fields.owner !== 'string' || typeof fields.version !== 'string' || !lastReviewed || !nextReview) {
    return null;
  }
  return {
    owner: fields.owner,
    version: fields.version,
    last_reviewed: lastReviewed,
    next_review: nextReview,
    url: `${siteConfig.url}${metadata.permalink.replace(/\/?$/, siteConfig.trailingSlash ? '/' : '')}`,
  };
}

export default function DocItemContent({ children }: { children: ReactNode }): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  const policy = usePolicyDetails();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      {policy && <PolicyDetails {...policy} />}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
