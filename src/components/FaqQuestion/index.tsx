import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { faqPanelLabels } from '@site/src/data/faq';
import { searchWeights } from '@site/src/data/search';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One FAQ question as a native disclosure, readable and indexed without JavaScript; a real heading with Docusaurus's
 * id. The hidden `hash-link` is what the search indexer reads to link a result to the question.
 */
export default function FaqQuestion({
  id,
  question,
  children,
}: {
  id: string;
  question: string;
  children: ReactNode;
}): ReactNode {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  // Only a script can copy: the button keeps its room but is hidden until React has taken over, and for good
  // without JavaScript, so it is never a button that does nothing. The question's link is its heading's id.
  const canCopy = useIsBrowser();
  // A plain h2 (not the theme Heading, whose visible hash link would nest a
  // link inside the summary), so the anchor is declared to the link checker here.
  useBrokenLinks().collectAnchor(id);

  async function copyLink() {
    const url = new URL(window.location.href);
    url.hash = id;
    url.search = '';
    try {
      await navigator.clipboard.writeText(url.toString());
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- see the comment above */}
        <h2 id={id} className={clsx('anchor', styles.question)} data-pagefind-weight={searchWeights.faqQuestion}>
          {question}
          <Link className={clsx('hash-link', styles.hiddenLink)} to={`#${id}`} aria-hidden="true" tabIndex={-1} />
        </h2>
        <span className={styles.toggle} aria-hidden="true" />
      </summary>
      <div className={styles.answer}>
        {children}
        <p className={styles.actions}>
          <button type="button" className={clsx(styles.copy, !canCopy && styles.waiting)} onClick={copyLink}>
            {faqPanelLabels.copyLink}
          </button>
          <span role="status" className={styles.status}>
            {copyState === 'copied' && faqPanelLabels.copied}
            {copyState === 'failed' && faqPanelLabels.copyFailed}
          </span>
        </p>
      </div>
    </details>
  );
}
