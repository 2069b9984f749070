import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import PdfDownload from '@site/src/components/PdfDownload';
import { useContentIndex } from '@site/src/utils/useContentIndex';
import { docIndexLabels } from '@site/src/data/contentIndexLabels';
import { complianceLabels } from '@site/src/data/compliance';
import { policyDocumentRoute } from '@site/src/data/policyDocuments';
import { formatUkDate } from '@site/src/utils/date';
import styles from './styles.module.css';

/** Every policy from its front matter, with version, review date and PDF: the tender pack one document at a time. */
export default function PolicyDownloads(): ReactNode {
  const { policies } = useContentIndex();
  return (
    <section aria-labelledby="every-policy-text" className={styles.section}>
      <Heading as="h2" id="every-policy">
        <span id="every-policy-text">{complianceLabels.everyPolicy}</span>
      </Heading>
      <ul className={styles.list}>
        {policies.map((policy) => (
          <li key={policy.slug} className={styles.item}>
            <span>
              {/* The spaces keep the words apart in the search index's excerpts, where the layout does not. */}
              <Link to={policyDocumentRoute(policy.slug)}>{policy.title}</Link>{' '}
              <span className={styles.meta}>
                {docIndexLabels.policyStatus(policy.version, formatUkDate(policy.last_reviewed))}
              </span>
            </span>{' '}
            {policy.pdf !== false && <PdfDownload slug={policy.slug.replace(/^\//, '')} inline />}
          </li>
        ))}
      </ul>
    </section>
  );
}
