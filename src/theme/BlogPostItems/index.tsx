import type { ReactNode } from 'react';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItems';
import FitGrid from '@site/src/components/FitGrid';
import PostCard from '@site/src/components/PostCard';

/**
 * Every list of posts (Insights, a tag, an author) as cards in a grid that
 * fits its count, instead of the theme's full-size post previews whose titles
 * were larger than the page's h1. Swizzled by wrapping: the theme's provider
 * still gives each card its post.
 */
export default function BlogPostItems({ items }: Props): ReactNode {
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
