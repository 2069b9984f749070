import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type { Props } from '@theme/BlogListPage';
import styles from './styles.module.css';

/**
 * The /insights list, given to the blog plugin as `blogListComponent`: the
 * theme's own list, composed from its parts, with the page's one h1 and
 * intro inside <main> (the theme's list page has no h1).
 */
export default function InsightsList(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p className={styles.lead}>{metadata.blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
