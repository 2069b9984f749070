import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The band at the top of every marketing page: its one h1 and a lead. */
export default function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}): ReactNode {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
