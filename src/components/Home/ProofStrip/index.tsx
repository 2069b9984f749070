import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { proofStrip } from '@site/src/data/proofStrip';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** Under the first screen: the evidence a buyer checks first, each a link to its row on /compliance. */
export default function ProofStrip(): ReactNode {
  return (
    <section className={styles.strip} aria-label={proofStrip.heading}>
      <div className="container">
        {/* No id: with one, the theme's Heading adds a "#" link to itself. */}
        <Heading as="h2" className={styles.heading}>
          {proofStrip.heading}
        </Heading>
        <ul className={styles.points}>
          {proofStrip.points.map((point) => (
            <li key={point.rowId}>
              <Link className={styles.point} to={`${routes.compliance}/#${point.rowId}`}>
                {point.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
