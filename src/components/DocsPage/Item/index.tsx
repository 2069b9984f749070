import type { ReactNode } from 'react';
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

function DocLayout({ children }: { children: ReactNode }): ReactNode {
  const docTOC = useDocTOC();
  const { metadata } = useDoc();
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <div className={styles.docItemContainer}>
          <article>
            {docTOC.mobile}
            <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
              <MDXContent>{children}</MDXContent>
            </div>
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
    </div>
  );
}

/**
 * A policy or FAQ page, given to both docs plugins as `docItemComponent` and
 * composed from the theme's parts: the theme's layout without the title and
 * breadcrumbs, which the title band above it shows (DocsPage/Root). Docs
 * never write a `#` heading of their own (markdownlint's MD025).
 *
 * Also without the theme's version banner and badge and its doc footer (tags,
 * "Edit this page", last-updated date), which every docs page loaded and none
 * showed: the docs have one version, no edit link, and a policy shows its own
 * review dates. A tag in front matter stops the build (plugins/content-index/frontMatter.ts).
 */
export default function DocsItem({ content: MDXComponent }: Props): ReactNode {
  return (
    <DocProvider content={MDXComponent}>
      <HtmlClassNameProvider className={`docs-doc-id-${MDXComponent.metadata.id}`}>
        <DocItemMetadata />
        <DocLayout>
          <MDXComponent />
        </DocLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
