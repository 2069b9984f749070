import type { ReactNode } from 'react';
import { PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
// DOCUSAURUS-INTERNAL: theme-common-internal.
import { translateBlogAuthorsListPageTitle } from '@docusaurus/theme-common/internal';
import Author from '@theme/Blog/Components/Author';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';
import styles from './styles.module.css';

/** The teams who write Insights, in the site's title band, each with its number of posts. */
export default function InsightsAuthorList({ authors }: Props): ReactNode {
  const title = translateBlogAuthorsListPageTitle();
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogAuthorsListPage}
      title={title}
      lead={blogCopy.authorsLead}
      metadata={
        <>
          <PageMetadata title={title} description={blogCopy.authorsLead} />
          <SearchMetadata tag="blog_authors_list" />
        </>
      }>
      <ul className={styles.authors}>
        {authors.map((author) => (
          <li key={author.key}>
            <Author as="h2" author={author} count={author.count} />
          </li>
        ))}
      </ul>
    </InsightsFrame>
  );
}
