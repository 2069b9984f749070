import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
// DOCUSAURUS-INTERNAL: theme-common-internal.
import { useBlogAuthorPageTitle } from '@docusaurus/theme-common/internal';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';

/** One author's posts, in the site's title band: their name and role from the team record (src/data/team.json). */
export default function InsightsAuthorPosts({ author, items, listMetadata }: Props): ReactNode {
  const { authorsListPath } = useBlogMetadata();
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogAuthorsPostsPage}
      title={author.name ?? author.key}
      lead={author.title ? `${author.title}. ${author.description ?? ''}`.trim() : author.description}
      documentTitle={useBlogAuthorPageTitle(author)}
      description={author.description ?? author.title}
      searchTag="blog_authors_posts"
      posts={{ items, metadata: listMetadata }}>
      <p>
        <Link href={authorsListPath}>{blogCopy.allAuthors}</Link>
      </p>
    </InsightsFrame>
  );
}
