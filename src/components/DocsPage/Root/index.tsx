import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { DocsSidebarProvider, useDocRootMetadata, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import BackToTopButton from '@theme/BackToTopButton';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import NotFoundContent from '@theme/NotFound/Content';
import type { Props } from '@theme/DocRoot';
import { DocsBreadcrumbs } from '../breadcrumbs';
import styles from './styles.module.css';

function DocsLayout({ children }: { children: ReactNode }): ReactNode {
  const sidebar = useDocsSidebar();
  const [hiddenSidebarContainer, setHiddenSidebarContainer] = useState(false);
  return (
    <div className={styles.docsWrapper}>
      <BackToTopButton />
      <div className={styles.docRoot}>
        {sidebar && (
          <DocRootLayoutSidebar
            sidebar={sidebar.items}
            hiddenSidebarContainer={hiddenSidebarContainer}
            setHiddenSidebarContainer={setHiddenSidebarContainer}
          />
        )}
        {/* The page (src/components/DocsPage/Item) opens it with its title band. */}
        <main className={clsx(styles.main, !sidebar && styles.mainWithoutSidebar)}>{children}</main>
      </div>
    </div>
  );
}

/** Policies and FAQs (`docRootComponent`): the sidebar, then a main column holding the page. */
export default function DocsRoot(props: Props): ReactNode {
  const current = useDocRootMetadata(props);
  // As the theme does: an unknown path under a docs root renders the 404 content alone.
  if (!current) return <NotFoundContent />;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={current.sidebarName} items={current.sidebarItems}>
        {/* The page's title band shows them: given from here, they load with the sidebar, not in each page's script. */}
        <DocsBreadcrumbs.Provider value={<DocBreadcrumbs />}>
          <DocsLayout>{current.docElement}</DocsLayout>
        </DocsBreadcrumbs.Provider>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
