import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { formatUkDate, isoDay } from '@site/src/utils/date';
import styles from './styles.module.css';

type Entry = { version: string; date: string; summary: string };

/**
 * The policy's "Version history" table, newest first, read from `history:` in
 * its front matter (checked at build time by the content-index plugin).
 * Reading the front matter here keeps PolicyDetails' props unchanged.
 */
export default function VersionHistory(): ReactNode {
  const { frontMatter } = useDoc();
  const history = (frontMatter as { history?: Entry[] }).history;
  if (!Array.isArray(history) || history.length === 0) return null;
  const rows = [...history].reverse();
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Version history</caption>
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
    </div>
  );
}
