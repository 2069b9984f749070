import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useContentIndex } from '@site/src/components/contentIndex';
import { policyIndexLabels } from '@site/src/data/contentIndexLabels';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** A policy's page from its front-matter slug; new policies need no entry in the route table. */
const policyPath = (slug: string) => `${routes.policies}${slug}`;

/**
 * Every policy with its one-line summary, from the policies' own front
 * matter: adding a policy file adds it here.
 */
export default function PolicyIndex(): ReactNode {
  const { policies } = useContentIndex();
  return (
    <ul className={styles.list}>
      {policies.map((policy) => (
        <li key={policy.slug} className={styles.item}>
          <Heading as="h2" className={styles.title}>
            {policy.title}
          </Heading>
          <p>{policy.description}</p>
          <Link to={policyPath(policy.slug)} aria-label={policyIndexLabels.readMoreLabel(policy.title)}>
            {policyIndexLabels.readMore}
          </Link>
        </li>
      ))}
    </ul>
  );
}
