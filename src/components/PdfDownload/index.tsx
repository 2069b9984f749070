import { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { pdfFile, pdfFolder, pdfLabels } from '@site/src/data/pdfs';
import styles from './styles.module.css';

/**
 * "Download PDF (size)" for a document that plugins/post-build/pdfs.ts prints after the
 * build. That step writes the size into the static HTML; a page reached by
 * client-side navigation reads it from the step's sizes.json.
 */
export default function PdfDownload({ slug }: { slug: string }): ReactNode {
  const sizesUrl = useBaseUrl(`${pdfFolder}/sizes.json`);
  const [size, setSize] = useState<string>();
  useEffect(() => {
    let current = true;
    fetch(sizesUrl)
      .then((response) => (response.ok ? response.json() : {}))
      .then((sizes: Record<string, string>) => current && setSize(sizes[slug]))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [sizesUrl, slug]);
  return (
    <p className={styles.download}>
      {/* A file, not a route: pathname:// keeps the link checker from looking for a page. */}
      <Link to={`pathname://${pdfFile(slug)}`} target="_self" download>
        {pdfLabels.download}
        {/* The size is an attribute shown by CSS: the build writes it into the static HTML
            (plugins/post-build/pdfs.ts) and hydration leaves attributes as they are. */}
        <span
          className={styles.size}
          data-pdf-size={slug}
          data-size={size ? `(${size})` : undefined}
          suppressHydrationWarning
        />
      </Link>
    </p>
  );
}
