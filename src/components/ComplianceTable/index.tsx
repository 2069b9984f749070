import { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import { complianceLabels, describeDate, type ComplianceRow } from '@site/src/data/compliance';
import { ukToday } from '@site/src/utils/date';
import table from '@site/src/css/stackedTable.module.css';
import styles from './styles.module.css';

/** The compliance hub table; an effect re-reads the dates by the visitor's clock, so a lapse between builds shows. */
export default function ComplianceTable({
  rows,
  buildDay,
}: {
  rows: readonly ComplianceRow[];
  buildDay: string;
}): ReactNode {
  const [today, setToday] = useState(buildDay);
  // Rows are link targets (the home page's proof strip): tell the broken-anchor check they exist.
  const brokenLinks = useBrokenLinks();
  rows.forEach((row) => brokenLinks.collectAnchor(row.id));
  useEffect(() => setToday(ukToday()), []);
  // On a phone the header row is hidden and each row is a card: every value
  // carries its column's name, shown beside it (see stackedTable.module.css).
  const [, statusLabel, dateLabel, documentLabel] = complianceLabels.columns;
  return (
    <div className={table.wrapper}>
      <table className={table.table}>
        <caption className={table.caption}>{complianceLabels.caption}</caption>
        <thead>
          <tr>
            {complianceLabels.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const date = row.date ? describeDate(row.date, today) : undefined;
            return (
              <tr key={row.id} id={row.id} className={styles.row}>
                <th scope="row">{row.what}</th>
                <td data-label={statusLabel}>
                  {/* One box, so on a phone the register's link stays under the status, beside the label. */}
                  <span>
                    {row.status}
                    {row.register && (
                      <span className={styles.register}>
                        <Link to={row.register.href}>{row.register.label}</Link>
                      </span>
                    )}
                  </span>
                </td>
                <td data-label={dateLabel}>
                  {date && row.date ? (
                    <time
                      dateTime={row.date.iso}
                      className={clsx(date.expired && styles.expired)}
                      data-expired={date.expired}>
                      {date.text}
                    </time>
                  ) : (
                    complianceLabels.noDate
                  )}
                </td>
                <td data-label={documentLabel}>
                  {row.link ? <Link to={row.link.href}>{row.link.label}</Link> : complianceLabels.onRequest}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
