import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The title band at the top of every page: its one h1 and a lead, at the left edge of the body text. */
export default function PageHeader({
  title,
  lead,
  above,
  firstScreen = false,
  searchMeta,
  aside,
  children,
}: {
  title: string;
  lead?: string;
  /** Shown above the title: a docs page's breadcrumbs. */
  above?: ReactNode;
  /** The home page's first screen: the same band, shorter, on the carousel's navy, with the first actions. */
  firstScreen?: boolean;
  /** A Pagefind metadata field the title also fills (src/data/search.ts `searchMeta`). */
  searchMeta?: string;
  /** Beside the title from 997 px, below its actions on a phone: a service's lead, price and proof. */
  aside?: ReactNode;
  children?: ReactNode;
}): ReactNode {
  const opening = (
    <>
      {above && <div className={styles.above}>{above}</div>}
      <Heading as="h1" className={styles.title} data-pagefind-meta={searchMeta}>
        {title}
      </Heading>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </>
  );
  return (
    // Navy in both modes: its buttons take the navy band's colours (src/css/utilities.css), as the contact banner's do.
    <header className={clsx(styles.header, firstScreen && styles.firstScreen, 'on-navy')}>
      {/* The home page's first screen is laid out by Home, the carousel beside the h1. */}
      <div className={clsx(!firstScreen && 'container', aside && styles.withAside) || undefined}>
        {aside ? (
          <>
            <div>{opening}</div>
            {aside}
          </>
        ) : (
          opening
        )}
      </div>
    </header>
  );
}
