import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import { credentialGroups } from '@site/src/data/credentials';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** Our credentials in their groups, each linking to its hub row; only checked or public groups carry a tick. */
export default function CredentialGroups({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }): ReactNode {
  return (
    <div className={styles.groups}>
      {credentialGroups.map((group) => (
        <div key={group.heading}>
          <Heading as={headingLevel} className={styles.groupHeading}>
            {group.heading}
          </Heading>
          <ul className={styles.points}>
            {group.items.map((point) => (
              <li key={point.rowId}>
                <Link
                  className={clsx(styles.point, group.ticked ? styles.ticked : styles.unticked)}
                  to={`${routes.compliance}/#${point.rowId}`}>
                  {point.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
