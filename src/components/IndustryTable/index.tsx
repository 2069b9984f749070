import type { ReactNode } from 'react';
import styles from '@site/src/css/stackedTable.module.css';

export type IndustryRow = { industry: string; use: string };

/** Industries and a use of the IQ Suite in each, as a real data table. */
export default function IndustryTable({
  rows,
  caption,
  headings,
}: {
  rows: readonly IndustryRow[];
  caption: string;
  headings: { industry: string; use: string };
}): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headings.industry}</th>
            <th scope="col">{headings.use}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.industry}>
              <th scope="row">{row.industry}</th>
              <td>{row.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
