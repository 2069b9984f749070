import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import type { Props } from '@theme/MDXPage';
import PageHeader from '@site/src/components/PageHeader';
import styles from './styles.module.css';

/** Markdown pages under src/pages (`mdxPageComponent`): the title band from front matter, then the text and its contents. */
export default function MarkdownPage({ content: MDXPageContent }: Props): ReactNode {
  const { metadata, assets, toc } = MDXPageContent;
  const { title, description, frontMatter } = metadata;
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <HtmlClassNameProvider
      className={clsx(frontMatter.wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata
          title={title}
          description={description}
          keywords={frontMatter.keywords}
          image={assets.image ?? frontMatter.image}
        />
        <main>
          {title && <PageHeader title={title} lead={description} />}
          <div className={clsx('container', styles.body)}>
            <article className={clsx('markdown', styles.text)}>
              <MDXContent>
                <MDXPageContent />
              </MDXContent>
            </article>
            {showToc && (
              <div className={styles.toc}>
                <TOC
                  toc={toc}
                  minHeadingLevel={frontMatter.toc_min_heading_level}
                  maxHeadingLevel={frontMatter.toc_max_heading_level}
                />
              </div>
            )}
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
