import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import {
  DocsSidebarProvider,
  useActiveDocContext,
  useDocById,
  useDocRootMetadata,
  useDocsSidebar,
} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';
import BackToTopButton from '@theme/BackToTopButton';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import NotFoundContent from '@theme/NotFound/Content';
import type { Props } from '@theme/DocRoot';
import PageHeader from '@site/src/components/PageHeader';
import { searchMeta } from '@site/src/data/search';
import styles from './styles.module.css';

/** The title and description of the doc on screen, from its version's docs. */
function useCurrentDoc() {
  const { activeDoc } = useActiveDocContext(useRouteContext().plugin?.id);
  return useDocById(activeDoc?.id);
}

function DocsLayout({ children }: { children: ReactNode }): ReactNode {
  const sidebar = useDocsSidebar();
  const doc = useCurrentDoc();
  // The policies are the default docs plugin; the FAQs have their own.
  const isDocument = useRouteContext().plugin?.id === 'default';
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
        <main className={clsx(styles.main, !sidebar && styles.mainWithoutSidebar)}>
          {doc && (
            <PageHeader
              title={doc.title}
              lead={doc.description}
              above={<DocBreadcrumbs />}
              searchMeta={isDocument ? searchMeta.document : undefined}
            />
          )}
          <div className="container padding-top--lg padding-bottom--lg">{children}</div>
        </main>
      </div>
    </div>
  );
}

/** Policies and FAQs (`docRootComponent`): the sidebar, then a main column opening with the site's title band. */
export default function DocsRoot(props: Props): ReactNode {
  const current = useDocRootMetadata(props);
  // As the theme does: an unknown path under a docs root renders the 404 content alone.
  if (!current) return <NotFoundContent />;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={current.sidebarName} items={current.sidebarItems}>
        <DocsLayout>{current.docElement}</DocsLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
