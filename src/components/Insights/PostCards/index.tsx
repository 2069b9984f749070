import type { ReactNode } from 'react';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import type { Props as BlogListProps } from '@theme/BlogListPage';
import FitGrid from '@site/src/components/FitGrid';
import PostCard from '../PostCard';

/** Every list of posts as cards in a grid that fits its count, in place of the theme's full-size previews. */
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
