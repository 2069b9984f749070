import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import styles from './styles.module.css';

/** Every Insights listing: the theme's page classes and metadata, the title band, then the listing. */
export default function InsightsFrame({
  pageClassName,
  title,
  lead,
  metadata,
  children,
}: {
  /** The theme's class for this kind of page, for example `ThemeClassNames.page.blogTagPostListPage`. */
  pageClassName: string;
  title: string;
  lead?: string;
  /** The page's own head tags (title, description, search metadata). */
  metadata: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, pageClassName)}>
      {metadata}
      <Layout>
        <main>
          <PageHeader title={title} lead={lead} />
          <div className={clsx('container', styles.body)}>{children}</div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
