import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useContentIndex } from '@site/src/components/contentIndex';
import styles from './styles.module.css';

/** Every FAQ page with its summary and how many questions it answers. */
export default function FaqIndex(): ReactNode {
  const { faqs } = useContentIndex();
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <li key={faq.slug} className={styles.item}>
          <Heading as="h2" className={styles.title}>
            <Link to={`/faq${faq.slug}`}>{faq.title}</Link>
          </Heading>
          <p>{faq.description}</p>
          <p className={styles.count}>
            {faq.questionCount} {faq.questionCount === 1 ? 'question' : 'questions'}
          </p>
        </li>
      ))}
    </ul>
  );
}
