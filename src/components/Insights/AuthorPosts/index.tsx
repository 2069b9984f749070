import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
// DOCUSAURUS-INTERNAL: theme-common-internal.
import { useBlogAuthorPageTitle } from '@docusaurus/theme-common/internal';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import BlogListPaginator from '@theme/BlogListPaginator';
import PostCards from '../PostCards';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';

/** One author's posts, in the site's title band: their name and role from the team record (src/data/team.json). */
export default function InsightsAuthorPosts({ author, items, listMetadata }: Props): ReactNode {
  const documentTitle = useBlogAuthorPageTitle(author);
  const { authorsListPath } = useBlogMetadata();
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogAuthorsPostsPage}
      title={author.name ?? author.key}
      lead={author.title ? `${author.title}. ${author.description ?? ''}`.trim() : author.description}
      metadata={
        <>
          <PageMetadata title={documentTitle} description={author.description ?? author.title} />
          <SearchMetadata tag="blog_authors_posts" />
        </>
      }>
      <PostCards items={items} />
      <BlogListPaginator metadata={listMetadata} />
      <p>
        <Link href={authorsListPath}>{blogCopy.allAuthors}</Link>
      </p>
    </InsightsFrame>
  );
}
