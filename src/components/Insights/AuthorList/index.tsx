import type { ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
// DOCUSAURUS-INTERNAL: theme-common-internal.
import { translateBlogAuthorsListPageTitle } from '@docusaurus/theme-common/internal';
import Author from '@theme/Blog/Components/Author';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';
import InsightsFrame from '../Frame';
import { blogCopy } from '@site/src/data/blog';
import styles from './styles.module.css';

/** The teams who write Insights, in the site's title band, each with its number of posts. */
export default function InsightsAuthorList({ authors }: Props): ReactNode {
  return (
    <InsightsFrame
      pageClassName={ThemeClassNames.page.blogAuthorsListPage}
      title={translateBlogAuthorsListPageTitle()}
      lead={blogCopy.authorsLead}
      searchTag="blog_authors_list">
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
