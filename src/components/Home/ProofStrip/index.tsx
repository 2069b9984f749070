import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CredentialGroups from '@site/src/components/CredentialGroups';
import { proofStrip } from '@site/src/data/proofStrip';
import styles from './styles.module.css';

/** Under the first screen: the evidence a buyer checks first, in its groups, each a link to its row on /compliance. */
export default function ProofStrip({ className }: { className?: string }): ReactNode {
  return (
    <section className={clsx(styles.strip, className)} aria-label={proofStrip.heading}>
      <div className="container">
        {/* No id: with one, the theme's Heading adds a "#" link to itself. */}
        <Heading as="h2" className={styles.heading}>
          {proofStrip.heading}
        </Heading>
        <CredentialGroups />
      </div>
    </section>
  );
}
