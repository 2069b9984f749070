import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CredentialGroups from '@site/src/components/CredentialGroups';
import { complianceLabels } from '@site/src/data/compliance';
import styles from './styles.module.css';

/** Beside the hub's title: its evidence in its groups, each a link to its row in the table below. */
export default function EvidenceAside(): ReactNode {
  return (
    <aside className={clsx('on-navy-panel', styles.evidence)} aria-labelledby="credentials">
      {/* No anchor link on it: the theme's Heading adds one to an id it is given, so the id goes on by hand. */}
      <Heading as="h2" className={styles.heading}>
        <span id="credentials">{complianceLabels.credentials}</span>
      </Heading>
      <CredentialGroups />
    </aside>
  );
}
