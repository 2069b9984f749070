import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Entry = { version: string; date: string; summary: string };

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** YAML gives an unquoted date as a Date, the docs metadata as an ISO string. */
function isoDay(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

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
            const day = isoDay(entry.date);
            return (
              <tr key={entry.version}>
                <th scope="row">{entry.version}</th>
                <td>
                  <time dateTime={day}>{ukDate.format(new Date(`${day}T00:00:00Z`))}</time>
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
