import type { ReactNode } from 'react';
import { PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogListPaginator from '@theme/BlogListPaginator';
import PostCards from '../PostCards';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type { Props } from '@theme/BlogListPage';
import InsightsFrame from '../Frame';

/** The /insights list (`blogListComponent`): the title band, then the posts as cards. */
export default function InsightsList(props: Props): ReactNode {
  const { metadata, items } = props;
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogListPage}
      title={metadata.blogTitle}
      lead={metadata.blogDescription}
      metadata={
        <>
          <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
          <BlogListPageStructuredData {...props} />
        </>
      }>
      <PostCards items={items} />
      <BlogListPaginator metadata={metadata} />
    </InsightsFrame>
  );
}
