import type { ReactNode } from 'react';
import { ThemeClassNames, translateTagsPageTitle } from '@docusaurus/theme-common';
import TagsListByLetter from '@theme/TagsListByLetter';
import type { Props } from '@theme/BlogTagsListPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';

/** Every subject of Insights (`blogTagsListComponent`), in the site's title band. */
export default function InsightsTagList({ tags }: Props): ReactNode {
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogTagsListPage}
      title={translateTagsPageTitle()}
      lead={blogCopy.tagsLead}
      searchTag="blog_tags_list">
      <TagsListByLetter tags={tags} />
    </InsightsFrame>
  );
}
