import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import CredentialGroups from '@site/src/components/CredentialGroups';
import { proofStrip } from '@site/src/data/proofStrip';
import styles from './styles.module.css';

/** Under the first screen: the evidence a buyer checks first, in its groups, each a link to its row on /compliance. */
export default function ProofStrip(): ReactNode {
  return (
    <section className={styles.strip} aria-label={proofStrip.heading}>
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
