import type { ReactNode } from 'react';
import Navbar from '@theme-original/Navbar';
import DemonstrationNotice from '@site/src/components/DemonstrationNotice';
import styles from './styles.module.css';

/** The theme's navbar (wrapped, not ejected) as the page's one banner landmark; the demonstration notice goes above it. */
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
