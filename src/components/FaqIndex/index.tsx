import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useContentIndex } from '@site/src/components/contentIndex';
import { faqIndexLabels } from '@site/src/data/contentIndexLabels';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** Every FAQ page with its summary and how many questions it answers. */
export default function FaqIndex(): ReactNode {
  const { faqs } = useContentIndex();
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <li key={faq.slug} className={styles.item}>
          <Heading as="h2" className={styles.title}>
            <Link to={`${routes.faq}${faq.slug}`}>{faq.title}</Link>
          </Heading>
          <p>{faq.description}</p>
          <p className={styles.count}>{faqIndexLabels.questionCount(faq.questionCount)}</p>
        </li>
      ))}
    </ul>
  );
}
