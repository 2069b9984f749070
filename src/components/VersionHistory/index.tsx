import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { PolicyHistoryEntry as Entry } from '@site/src/data/content';
import { versionHistory } from '@site/src/data/policyDetails';
import { formatUkDate, isoDay } from '@site/src/utils/date';
import styles from './styles.module.css';

function VersionTable({ rows, caption }: { rows: readonly Entry[]; caption: string }): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Date</th>
          <th scope="col">Changes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => {
          // Checked at build time (content-index plugin), so the fallback is never shown.
          const day = isoDay(entry.date) ?? String(entry.date);
          return (
            <tr key={entry.version}>
              <th scope="row">{entry.version}</th>
              <td>
                <time dateTime={day}>{formatUkDate(day)}</time>
              </td>
              <td>{entry.summary}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A policy's version history from its front matter, newest first: three, then the rest folded (all in print). */
export default function VersionHistory(): ReactNode {
  const { frontMatter } = useDoc();
  const history = (frontMatter as { history?: Entry[] }).history;
  if (!Array.isArray(history) || history.length === 0) return null;
  const rows = [...history].reverse();
  const earlier = rows.slice(versionHistory.shown);
  return (
    <div className={styles.wrapper} data-version-history>
      <VersionTable rows={rows.slice(0, versionHistory.shown)} caption={versionHistory.caption} />
      {earlier.length > 0 && (
        <details className={styles.earlier} data-earlier-versions>
          <summary>{versionHistory.earlierSummary(earlier.length)}</summary>
          <VersionTable rows={earlier} caption={versionHistory.earlierCaption} />
        </details>
      )}
    </div>
  );
}
