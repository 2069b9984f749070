import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { blogCopy } from '@site/src/data/blog';
import { formatUkDate, isoDay } from '@site/src/utils/date';
import styles from './styles.module.css';

/**
 * A post's date and reading time, for a post card and for a post's title
 * band. Ours rather than the theme's line: that one builds an
 * Intl.DateTimeFormat and an Intl.PluralRules while the page hydrates, about
 * 50 ms of a phone's main thread, and prints dates the way the rest of the
 * site does anyway.
 */
export default function PostInfo({ className }: { className?: string }): ReactNode {
  const { date, readingTime } = useBlogPost().metadata;
  const day = isoDay(date);
  return (
    <div className={clsx(styles.info, className)}>
      {day && <time dateTime={date}>{formatUkDate(day)}</time>}
      {day && readingTime !== undefined && ' · '}
      {readingTime !== undefined && blogCopy.readingTime(readingTime)}
    </div>
  );
}
