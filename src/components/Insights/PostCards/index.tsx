import type { ReactNode } from 'react';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import type { Props as BlogListProps } from '@theme/BlogListPage';
import FitGrid from '@site/src/components/FitGrid';
import PostCard from '../PostCard';

/**
 * Every list of posts (Insights, a subject, an author) as cards in a grid
 * that fits its count, in place of the theme's full-size post previews,
 * whose titles were larger than the page's h1. The theme's provider gives
 * each card its post.
 */
export default function PostCards({ items }: { items: BlogListProps['items'] }): ReactNode {
  return (
    <FitGrid count={items.length} max={2}>
      {items.map(({ content }) => (
        <li key={content.metadata.permalink}>
          <BlogPostProvider content={content}>
            <PostCard />
          </BlogPostProvider>
        </li>
      ))}
    </FitGrid>
  );
}
