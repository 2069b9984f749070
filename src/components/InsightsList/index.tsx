import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type { Props } from '@theme/BlogListPage';
import PageHeader from '@site/src/components/PageHeader';
import styles from './styles.module.css';

/**
 * The /insights list, given to the blog plugin as `blogListComponent`: the
 * site's title band (the theme's list page has no h1), then the posts as
 * cards. No sidebar: it would list the same posts a second time.
 */
export default function InsightsList(props: Props): ReactNode {
  const { metadata, items } = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <BlogListPageStructuredData {...props} />
      <Layout>
        <main>
          <PageHeader title={metadata.blogTitle} lead={metadata.blogDescription} />
          <div className={clsx('container', styles.body)}>
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={metadata} />
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
