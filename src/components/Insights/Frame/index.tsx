import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props as ListProps } from '@theme/BlogListPage';
import PageHeader from '@site/src/components/PageHeader';
import PostCards from '../PostCards';
import styles from './styles.module.css';

/** Every Insights listing: the theme's page classes and head tags, the title band, then its posts and the rest. */
export default function InsightsFrame({
  pageClassName,
  title,
  lead,
  documentTitle = title,
  description = lead,
  searchTag,
  posts,
  head,
  children,
}: {
  /** The theme's class for this kind of page, for example `ThemeClassNames.page.blogTagPostListPage`. */
  pageClassName: string;
  title: string;
  lead?: string;
  /** The browser's title and the search engines' description, where they differ from the band's. */
  documentTitle?: string;
  description?: string;
  /** The theme's search tag for this kind of page (`SearchMetadata`). */
  searchTag?: string;
  /** A page of posts, as cards with the paginator under them. */
  posts?: { items: ListProps['items']; metadata: ListProps['metadata'] };
  /** Head tags of the page's own (structured data). */
  head?: ReactNode;
  children?: ReactNode;
}): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, pageClassName)}>
      <PageMetadata title={documentTitle} description={description} />
      {searchTag && <SearchMetadata tag={searchTag} />}
      {head}
      <Layout>
        <main>
          <PageHeader title={title} lead={lead} />
          <div className={clsx('container', styles.body)}>
            {posts && (
              <>
                <PostCards items={posts.items} />
                <BlogListPaginator metadata={posts.metadata} />
              </>
            )}
            {children}
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
