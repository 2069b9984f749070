import type { ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** Every illustration has a navy-panelled twin for dark mode, written by `npm run illustrations:dark`. */
const darkTwin = (src: string) => src.replace(/\/([^/]+)$/, '/dark/$1');

/**
 * A local SVG with its size set (no layout shift), lazy unless the largest first-screen image. Both colour modes'
 * versions are in the HTML and CSS shows one: an <img> SVG cannot see the toggle's mode.
 */
export default function Illustration({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}): ReactNode {
  const size = { width: 640, height: 480 } as const;
  return (
    <>
      <img
        src={useBaseUrl(src)}
        alt={alt}
        {...size}
        className={clsx(className, styles.light)}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
      />
      <img
        src={useBaseUrl(darkTwin(src))}
        alt={alt}
        {...size}
        className={clsx(className, styles.dark)}
        // The same alt text once in the search index, not twice.
        data-pagefind-ignore=""
        loading="lazy"
        decoding="async"
      />
    </>
  );
}
