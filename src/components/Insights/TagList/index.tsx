import type { ReactNode } from 'react';
import { PageMetadata, ThemeClassNames, translateTagsPageTitle } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import TagsListByLetter from '@theme/TagsListByLetter';
import type { Props } from '@theme/BlogTagsListPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';

/** Every subject of Insights (`blogTagsListComponent`), in the site's title band. */
export default function InsightsTagList({ tags }: Props): ReactNode {
  const title = translateTagsPageTitle();
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogTagsListPage}
      title={title}
      lead={blogCopy.tagsLead}
      metadata={
        <>
          <PageMetadata title={title} description={blogCopy.tagsLead} />
          <SearchMetadata tag="blog_tags_list" />
        </>
      }>
      <TagsListByLetter tags={tags} />
    </InsightsFrame>
  );
}
