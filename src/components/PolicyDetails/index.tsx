import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { PolicyFrontMatter } from '@site/src/data/content';
import { policyDetailsLabels } from '@site/src/data/policyDetails';
import { formatUkDate } from '@site/src/utils/date';
import type { Approval } from '@site/src/data/approval';
import styles from './styles.module.css';
import { fitGridAttributes } from '@site/src/components/FitGrid/columns';

export type PolicyDetailsProps = Pick<PolicyFrontMatter, 'owner' | 'version' | 'last_reviewed' | 'next_review'> & {
  /** Printed so a paper copy says where the current version lives. */
  url: string;
  /** A signed or approved document's approval, from its front matter. */
  approval?: Approval;
  /** The day the current version went live (its history entry): without an approval record, its owner approved it then. */
  versionDate?: string;
  /** When the company adopted it, and when this website first published it (the first history entry). */
  adoption?: { adopted: string; firstPublished: string };
  /** Beside the title on the navy band, as the document's control, in the band's colours. */
  inBand?: boolean;
  /** After the facts: the document's PDF. */
  children?: ReactNode;
};

/** The "Policy details" panel, rendered from a policy's front matter. */
export default function PolicyDetails({
  owner,
  version,
  last_reviewed,
  next_review,
  url,
  approval,
  versionDate,
  adoption,
  inBand = false,
  children,
}: PolicyDetailsProps): ReactNode {
  return (
    <aside
      className={inBand ? clsx('on-navy-panel', styles.inBand) : styles.panel}
      aria-labelledby="policy-details-heading">
      <p id="policy-details-heading" className={styles.heading}>
        {policyDetailsLabels.heading}
      </p>
      {/* Two by two: four facts never leave one alone on a row. */}
      <dl className={styles.list} {...fitGridAttributes(4, 2, true)}>
        <div>
          <dt>{policyDetailsLabels.owner}</dt>
          <dd>{owner}</dd>
        </div>
        <div>
          <dt>{policyDetailsLabels.version}</dt>
          <dd data-policy-version>{version}</dd>
        </div>
        <div>
          <dt>{policyDetailsLabels.lastReviewed}</dt>
          <dd>
            <time dateTime={last_reviewed}>{formatUkDate(last_reviewed)}</time>
          </dd>
        </div>
        <div>
          <dt>{policyDetailsLabels.nextReview}</dt>
          <dd>
            <time dateTime={next_review}>{formatUkDate(next_review)}</time>
          </dd>
        </div>
        <div className={styles.printOnly}>
          <dt>{policyDetailsLabels.currentAt}</dt>
          {/* The PDFs write it in parts that wrap only after a "/" (plugins/post-build/pdfLinks.ts). */}
          <dd data-print-address>{url}</dd>
        </div>
      </dl>
      {adoption && (
        <p className={styles.approval} data-policy-adopted>
          {policyDetailsLabels.adopted(formatUkDate(adoption.adopted), formatUkDate(adoption.firstPublished))}
        </p>
      )}
      {(approval ?? versionDate) && (
        // Its approval record, or else its owner, who approves each change before it goes live.
        <p className={styles.approval} data-policy-approval>
          {policyDetailsLabels.approvedBy} {approval?.approved_by ?? `${policyDetailsLabels.itsOwner} ${owner},`}{' '}
          {policyDetailsLabels.approvedOn}{' '}
          <time dateTime={approval?.date ?? versionDate}>{formatUkDate((approval?.date ?? versionDate)!)}</time>.
        </p>
      )}
      {children}
    </aside>
  );
}
