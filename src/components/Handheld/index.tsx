import type { ReactNode } from 'react';
import clsx from 'clsx';
import { handheldCaption, type HandheldScreen } from '@site/src/data/iqSuiteScreens';
import styles from './styles.module.css';

/**
 * A rugged handheld drawn in HTML and CSS, showing one screen of an app: the page's own colours in light and dark, and
 * sharp at any size. A reader hears the screen described once; the drawn words are left out of search.
 */
export default function Handheld({ screen }: { screen: HandheldScreen }): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={styles.device} role="img" aria-label={screen.description} data-pagefind-ignore="">
        <div className={styles.screen}>
          <p className={styles.statusBar}>
            <span>{screen.app}</span>
            <span>{screen.status}</span>
          </p>
          <p className={styles.title}>{screen.title}</p>
          {screen.rows.length > 0 && (
            <ul className={styles.rows}>
              {screen.rows.map((row) => (
                <li key={row.text} className={clsx(styles.row, styles[row.state])}>
                  <span>{row.text}</span>
                  {row.note && <span className={styles.note}>{row.note}</span>}
                </li>
              ))}
            </ul>
          )}
          {screen.label && (
            <div className={styles.label}>
              <span className={styles.barcode} />
              <strong>{screen.label.heading}</strong>
              {screen.label.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </div>
          )}
          <span className={styles.action}>{screen.action}</span>
        </div>
        <span className={styles.keys} />
      </div>
      <figcaption className={styles.caption}>{handheldCaption}</figcaption>
    </figure>
  );
}
