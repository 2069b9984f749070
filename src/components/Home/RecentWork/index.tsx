import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import ServiceCardGrid from '@site/src/components/ServiceCardGrid';
import { newestCaseStudies, useContentIndex } from '@site/src/utils/useContentIndex';
import { blogCopy, recentWorkCount } from '@site/src/data/blog';
import { routes } from '@site/src/data/routes';
import styles from './styles.module.css';

/** "Recent work": the newest case studies from the blog, so the home page never goes stale. */
export default function RecentWork(): ReactNode {
  const posts = newestCaseStudies(useContentIndex().posts, recentWorkCount);
  if (posts.length === 0) return null;
  return (
    <Section title={blogCopy.recentWorkHeading} intro={blogCopy.recentWorkIntro} tinted>
      <ServiceCardGrid
        brief
        cards={posts.map((post) => ({
          key: post.permalink,
          title: post.title,
          text: post.description,
          to: post.permalink,
          linkText: blogCopy.readCaseStudy,
          badge: post.region,
        }))}
      />
      <p className={styles.allPosts}>
        <Link to={routes.insights}>{blogCopy.allPosts}</Link>
      </p>
    </Section>
  );
}
