import type { ReactNode } from 'react';
import clsx from 'clsx';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import styles from './styles.module.css';

/**
 * A post's date and reading time, from the theme, for a post card and for a
 * post's title band. Wrapped: the theme's component takes a className, but
 * its type declares no props, and its line carries margins of its own.
 */
export default function PostInfo({ className }: { className?: string }): ReactNode {
  return (
    <div className={clsx(styles.info, className)}>
      <BlogPostItemHeaderInfo />
    </div>
  );
}
