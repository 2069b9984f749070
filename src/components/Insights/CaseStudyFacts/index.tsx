import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { blogCopy } from '@site/src/data/blog';
import type { PostFrontMatter } from '@site/src/data/content';
import styles from './styles.module.css';

/** A case study's facts a panel can check, on its card and atop the post; nothing for an article. */
export default function CaseStudyFacts({ className }: { className?: string }): ReactNode {
  // Checked by plugins/content-index/frontMatter.ts.
  const facts = useBlogPost().metadata.frontMatter as Partial<PostFrontMatter>;
  if (!facts.outcome) return null;
  const copy = blogCopy.caseStudy;
  const rows: [string, string][] = [
    [copy.client, facts.client ?? copy.clientOnRequest],
    [copy.sector, facts.sector ?? ''],
    [copy.value, facts.value_band ?? ''],
    [copy.duration, facts.duration ?? ''],
    [copy.reference, facts.reference ? copy.referenceAvailable : copy.referenceNone],
  ];
  return (
    <div className={clsx(styles.facts, className)} data-case-study-facts>
      <p className={styles.outcome}>
        <span className={styles.label}>{copy.outcome}</span> {facts.outcome}
      </p>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
