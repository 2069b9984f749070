import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
// DOCUSAURUS-INTERNAL: theme-common-internal.
import { useBlogTagsPostsPageTitle } from '@docusaurus/theme-common/internal';
import BlogListPaginator from '@theme/BlogListPaginator';
import PostCards from '../PostCards';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogTagsPostsPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';

/** The posts on one subject, in the site's title band: the subject and its description from blog/tags.yml. */
export default function InsightsTagPosts({ tag, items, listMetadata }: Props): ReactNode {
  const documentTitle = useBlogTagsPostsPageTitle(tag);
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogTagPostListPage}
      title={tag.label}
      lead={tag.description}
      metadata={
        <>
          <PageMetadata title={documentTitle} description={tag.description} />
          <SearchMetadata tag="blog_tags_posts" />
        </>
      }>
      <PostCards items={items} />
      <BlogListPaginator metadata={listMetadata} />
      <p>
        <Link href={tag.allTagsPath}>{blogCopy.allTags}</Link>
      </p>
    </InsightsFrame>
  );
}
