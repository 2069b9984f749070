import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { BlogPostProvider, useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Layout from '@theme/Layout';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeaderAuthors from '@theme/BlogPostItem/Header/Authors';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import TOC from '@theme/TOC';
import ContentVisibility from '@theme/ContentVisibility';
import type { Props } from '@theme/BlogPostPage';
import PageHeader from '@site/src/components/PageHeader';
import CaseStudyFacts from '../CaseStudyFacts';
import PostInfo from '../PostInfo';
import styles from './styles.module.css';

function PostBody({ children }: { children: ReactNode }): ReactNode {
  const { metadata, toc } = useBlogPost();
  const { nextItem, prevItem, frontMatter } = metadata;
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <Layout>
      <main>
        <PageHeader title={metadata.title} lead={metadata.description}>
          <PostInfo className={styles.info} />
        </PageHeader>
        <div className="container padding-top--lg padding-bottom--xl">
          <div className="row">
            <div className={clsx('col', showToc && 'col--9')}>
              <ContentVisibility metadata={metadata} />
              <BlogPostItemContainer>
                <header>
                  <CaseStudyFacts />
                  <BlogPostItemHeaderAuthors />
                </header>
                <BlogPostItemContent>{children}</BlogPostItemContent>
                <BlogPostItemFooter />
              </BlogPostItemContainer>
              {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
            </div>
            {showToc && (
              <div className="col col--3">
                <TOC
                  toc={toc}
                  minHeadingLevel={frontMatter.toc_min_heading_level}
                  maxHeadingLevel={frontMatter.toc_max_heading_level}
                />
              </div>
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}

/** An Insights post (`blogPostComponent`): the title band like every page, then the authors, the text and its contents. */
export default function InsightsPost({ content: BlogPostContent }: Props): ReactNode {
  return (
    <BlogPostProvider content={BlogPostContent} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <PostBody>
          <BlogPostContent />
        </PostBody>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
