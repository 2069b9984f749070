import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
// DOCUSAURUS-INTERNAL: theme-common-internal.
import { useBlogTagsPostsPageTitle } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/BlogTagsPostsPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';

/** The posts on one subject, in the site's title band: the subject and its description from blog/tags.yml. */
export default function InsightsTagPosts({ tag, items, listMetadata }: Props): ReactNode {
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogTagPostListPage}
      title={tag.label}
      lead={tag.description}
      documentTitle={useBlogTagsPostsPageTitle(tag)}
      searchTag="blog_tags_posts"
      posts={{ items, metadata: listMetadata }}>
      <p>
        <Link href={tag.allTagsPath}>{blogCopy.allTags}</Link>
      </p>
    </InsightsFrame>
  );
}
