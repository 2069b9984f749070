// THEME-COMPONENT: replaces DocRoot/Layout/Sidebar of @docusaurus/theme-classic 3.10.2, whose source hashed 769e8937dbda (npm run swizzle:diff; UPGRADING.md).
import { type ReactNode, Fragment, useState, useCallback } from 'react';
import clsx from 'clsx';
import { prefersReducedMotion, ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import DocSidebar from '@theme/DocSidebar';
import ExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type { Props } from '@theme/DocRoot/Layout/Sidebar';
import { docsSidebarLabel } from '@site/src/data/docsSidebar';
import styles from './styles.module.css';

/** Resets the sidebar's state when the sidebar changes, by remounting its children. */
function ResetOnSidebarChange({ children }: { children: ReactNode }) {
  const sidebar = useDocsSidebar();
  return <Fragment key={sidebar?.name ?? 'noSidebar'}>{children}</Fragment>;
}

/** The theme's docs sidebar, its `<aside>` landmark named (the theme leaves it unnamed); otherwise as the theme has it. */
export default function DocRootLayoutSidebar({
  sidebar,
  hiddenSidebarContainer,
  setHiddenSidebarContainer,
}: Props): ReactNode {
  const { pathname } = useLocation();
  const [hiddenSidebar, setHiddenSidebar] = useState(false);
  const toggleSidebar = useCallback(() => {
    if (hiddenSidebar) setHiddenSidebar(false);
    // onTransitionEnd does not fire when the animation is off.
    if (!hiddenSidebar && prefersReducedMotion()) setHiddenSidebar(true);
    setHiddenSidebarContainer((value) => !value);
  }, [setHiddenSidebarContainer, hiddenSidebar]);

  return (
    <aside
      aria-label={docsSidebarLabel}
      className={clsx(
        ThemeClassNames.docs.docSidebarContainer,
        styles.docSidebarContainer,
        hiddenSidebarContainer && styles.docSidebarContainerHidden,
      )}
      onTransitionEnd={(event) => {
        if (!event.currentTarget.classList.contains(styles.docSidebarContainer!)) return;
        if (hiddenSidebarContainer) setHiddenSidebar(true);
      }}>
      <ResetOnSidebarChange>
        <div className={clsx(styles.sidebarViewport, hiddenSidebar && styles.sidebarViewportHidden)}>
          <DocSidebar sidebar={sidebar} path={pathname} onCollapse={toggleSidebar} isHidden={hiddenSidebar} />
          {hiddenSidebar && <ExpandButton toggleSidebar={toggleSidebar} />}
        </div>
      </ResetOnSidebarChange>
    </aside>
  );
}
