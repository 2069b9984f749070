import type { ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
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
      head={<BlogListPageStructuredData {...props} />}
      posts={{ items, metadata }}
    />
  );
}
