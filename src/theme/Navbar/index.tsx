import type { ReactNode } from 'react';
import Navbar from '@theme-original/Navbar';
import DemonstrationNotice from '@site/src/components/DemonstrationNotice';
import styles from './styles.module.css';

/**
 * The theme's navbar (wrapped, not ejected) as the page's header: the one
 * banner landmark a screen reader's "jump to banner" reaches. The
 * demonstration notice goes above it, outside the header.
 */
export default function NavbarWrapper(): ReactNode {
  return (
    <>
      <DemonstrationNotice />
      <header className={styles.header}>
        <Navbar />
      </header>
    </>
  );
}
