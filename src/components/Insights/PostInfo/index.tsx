import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { blogCopy } from '@site/src/data/blog';
import { formatUkDate, isoDay } from '@site/src/utils/date';
import styles from './styles.module.css';

/** A post's date and reading time: ours, since the theme's builds Intl formatters while the page hydrates (~50 ms). */
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
