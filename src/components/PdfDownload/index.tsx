import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { pdfFile, pdfFolder, pdfLabels } from '@site/src/data/pdfs';
import { buttonClass } from '@site/src/utils/buttons';
import styles from './styles.module.css';

/** sizes.json, fetched once a page load however many downloads a page offers (the hub lists every policy). */
let sizesRequest: Promise<Record<string, string>> | undefined;
function pdfSizes(url: string): Promise<Record<string, string>> {
  sizesRequest ??= fetch(url)
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  return sizesRequest;
}

/**
 * Every PDF download, "Download PDF (84 KB)": the build writes the size into the HTML; after a client-side navigation
 * it comes from sizes.json. Primary where the download is the page's point (the tender pack), secondary elsewhere.
 */
export default function PdfDownload({
  slug,
  label = pdfLabels.download,
  primary = false,
  inline = false,
  menuLink = false,
}: {
  /** The document's slug, or `tender-pack`. */
  slug: string;
  label?: string;
  primary?: boolean;
  /** Inside a paragraph of actions; otherwise a paragraph of its own. */
  inline?: boolean;
  /** A link among the phone menu's links, styled as they are, not a button. */
  menuLink?: boolean;
}): ReactNode {
  const sizesUrl = useBaseUrl(`${pdfFolder}/sizes.json`);
  const [size, setSize] = useState<string>();
  const sizeShown = useRef<HTMLSpanElement>(null);
  const effectRan = useRef(false);
  useEffect(() => {
    // Hydrated from HTML that names the size (and hydration keeps the attribute): nothing to fetch.
    // Only the first run: a later slug is another file, whose size only sizes.json knows.
    const fromHtml = !effectRan.current && sizeShown.current?.dataset.size !== undefined;
    effectRan.current = true;
    if (fromHtml) return;
    let current = true;
    void pdfSizes(sizesUrl).then((sizes) => current && setSize(sizes[slug]));
    return () => {
      current = false;
    };
  }, [sizesUrl, slug]);
  const link = (
    // A file, not a route: pathname:// keeps the link checker from looking for a page.
    <Link
      className={menuLink ? 'menu__link' : clsx(primary ? buttonClass.primary : buttonClass.secondary, styles.button)}
      to={`pathname://${pdfFile(slug)}`}
      target="_self"
      download>
      {/* One inline run, so a flex button keeps the space before the size. */}
      <span>
        {label}
        {/* The size is an attribute shown by CSS: the build writes it into the static HTML
            (plugins/post-build/pdfs.ts) and hydration leaves attributes as they are. */}
        <span
          ref={sizeShown}
          className={styles.size}
          data-pdf-size={slug}
          data-size={size ? `(${size})` : undefined}
          suppressHydrationWarning
        />
      </span>
    </Link>
  );
  return inline || menuLink ? link : <p className={styles.download}>{link}</p>;
}
