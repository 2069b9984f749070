import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { approvalFromFrontMatter } from '@site/src/data/approval';
import { describeApproval } from '@site/src/data/signatures';
import { formatUkDate } from '@site/src/utils/date';

/** The current doc's approval from its front matter: `<Approval />` the sentence, `<Approval show="date" />` the date. */
export default function Approval({ show }: { show?: 'date' }): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const approval = approvalFromFrontMatter(frontMatter);
  const version = (frontMatter as { version?: unknown }).version;
  if (!approval || typeof version !== 'string') {
    // The content-index plugin stops the build first; this names the page if it ever does not.
    throw new Error(`<Approval /> on ${metadata.source}: the front matter has no valid "approval"`);
  }
  if (show === 'date') return <time dateTime={approval.date}>{formatUkDate(approval.date)}</time>;
  return <p>{describeApproval(approval, version)}</p>;
}
