import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { describeApproval, type Approval as ApprovalRecord } from '@site/src/data/approval';
import { formatUkDate, isoDay } from '@site/src/utils/date';

type Fields = { version?: unknown; approval?: Partial<Record<keyof ApprovalRecord, unknown>> };

/**
 * Prints the current doc's approval from its front matter, so the sign-off
 * on the page (and in its PDF) is the record the build checked:
 * `<Approval />` gives the sentence, `<Approval show="date" />` the date alone.
 */
export default function Approval({ show }: { show?: 'date' }): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const fields = frontMatter as typeof frontMatter & Fields;
  const date = isoDay(fields.approval?.date);
  if (!fields.approval || !date || typeof fields.version !== 'string') {
    // The content-index plugin stops the build first; this names the page if it ever does not.
    throw new Error(`<Approval /> on ${metadata.source}: the front matter has no valid "approval"`);
  }
  const approval = { ...(fields.approval as ApprovalRecord), date };
  if (show === 'date') return <time dateTime={date}>{formatUkDate(date)}</time>;
  return <p>{describeApproval(approval, fields.version)}</p>;
}
