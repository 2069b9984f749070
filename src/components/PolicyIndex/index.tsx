import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useContentIndex } from '@site/src/components/contentIndex';
import styles from './styles.module.css';

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
          <Link to={`/policies${policy.slug}`} aria-label={`Read more: ${policy.title}`}>
            Read more
          </Link>
        </li>
      ))}
    </ul>
  );
}
