import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * A local SVG illustration with its intrinsic size set, so it never shifts
 * the layout. Lazy unless it is the page's largest first-screen image.
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
  return (
    <img
      src={useBaseUrl(src)}
      alt={alt}
      width={640}
      height={480}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
