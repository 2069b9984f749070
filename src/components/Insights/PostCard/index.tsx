import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';
import TagsListInline from '@theme/TagsListInline';
import CaseStudyFacts from '../CaseStudyFacts';
import PostInfo from '../PostInfo';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

/** One post in a list: its title as an h2, date and reading time, summary and tags. */
export default function PostCard(): ReactNode {
  const { metadata } = useBlogPost();
  return (
    <Card as="article" className={styles.card}>
      <Heading as="h2" className={styles.title}>
        <Link to={metadata.permalink}>{metadata.title}</Link>
      </Heading>
      <PostInfo className={styles.info} />
      <p className={styles.summary}>{metadata.description}</p>
      <CaseStudyFacts />
      {metadata.tags.length > 0 && (
        <div className={styles.tags}>
          <TagsListInline tags={metadata.tags} />
        </div>
      )}
    </Card>
  );
}
