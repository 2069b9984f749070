import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import { DocProvider, useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import MDXContent from '@theme/MDXContent';
import ContentVisibility from '@theme/ContentVisibility';
import type { Props } from '@theme/DocItem';
import styles from './styles.module.css';

/** The theme's table-of-contents choice: on the side on a desktop, folded above the text otherwise. */
function useDocTOC() {
  const { frontMatter, toc } = useDoc();
  const windowSize = useWindowSize();
  const canRender = !frontMatter.hide_table_of_contents && toc.length > 0;
  return {
    hidden: !canRender,
    mobile: canRender ? <DocItemTOCMobile /> : undefined,
    desktop: canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? <DocItemTOCDesktop /> : undefined,
  };
}

function DocLayout({ before, children }: { before?: ReactNode; children: ReactNode }): ReactNode {
  const docTOC = useDocTOC();
  const { metadata } = useDoc();
  return (
    <div className="container padding-top--lg padding-bottom--lg">
      <div className="row">
        <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
          <ContentVisibility metadata={metadata} />
          <div className={styles.docItemContainer}>
            <article>
              {docTOC.mobile}
              <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
                {before}
                <MDXContent>{children}</MDXContent>
              </div>
            </article>
            <DocItemPaginator />
          </div>
        </div>
        {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
      </div>
    </div>
  );
}

/**
 * A policy or FAQ page, from the theme's parts: its plugin's title band (`Header`, inside the doc's context), then the
 * theme's layout without its title and breadcrumbs (the band shows them), the version banner and the doc footer,
 * which no page here showed. `Before` opens the text.
 */
export default function DocsFrame({
  content: MDXComponent,
  Header,
  Before,
}: Pick<Props, 'content'> & { Header: ComponentType; Before?: ComponentType }): ReactNode {
  return (
    <DocProvider content={MDXComponent}>
      <HtmlClassNameProvider className={`docs-doc-id-${MDXComponent.metadata.id}`}>
        <DocItemMetadata />
        <Header />
        <DocLayout before={Before && <Before />}>
          <MDXComponent />
        </DocLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
