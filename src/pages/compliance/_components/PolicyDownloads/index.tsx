import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import PdfDownload from '@site/src/components/PdfDownload';
import { useContentIndex } from '@site/src/components/contentIndex';
import { docIndexLabels } from '@site/src/data/contentIndexLabels';
import { complianceLabels } from '@site/src/data/compliance';
import { policyDocumentRoute } from '@site/src/data/policyDocuments';
import { formatUkDate } from '@site/src/utils/date';
import styles from './styles.module.css';

/**
 * Every policy, from its Markdown's front matter, with its version, review
 * date and its PDF where it has one: what the tender pack holds, one
 * document at a time. A policy an editor adds is listed here with no code
 * change.
 */
export default function PolicyDownloads(): ReactNode {
  const { policies } = useContentIndex();
  return (
    <section aria-labelledby="every-policy" className={styles.section}>
      <Heading as="h2" id="every-policy">
        {complianceLabels.everyPolicy}
      </Heading>
      <ul className={styles.list}>
        {policies.map((policy) => (
          <li key={policy.slug} className={styles.item}>
            <span>
              <Link to={policyDocumentRoute(policy.slug)}>{policy.title}</Link>
              <span className={styles.meta}>
                {docIndexLabels.policyStatus(policy.version, formatUkDate(policy.last_reviewed))}
              </span>
            </span>
            {policy.pdf !== false && <PdfDownload slug={policy.slug.replace(/^\//, '')} inline />}
          </li>
        ))}
      </ul>
    </section>
  );
}
