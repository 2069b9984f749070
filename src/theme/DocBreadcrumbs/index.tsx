// THEME-COMPONENT: replaces DocBreadcrumbs of @docusaurus/theme-classic 3.10.2, whose source hashed cd775016fe08 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsData, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarBreadcrumbsItem } from '@docusaurus/plugin-content-docs';
// DOCUSAURUS-INTERNAL: theme-common-internal.
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
import { useLocation } from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import { sidebarBreadcrumbs } from './sidebarBreadcrumbs';
import styles from './styles.module.css';

/*
 * The theme's docs breadcrumbs (ejected from @docusaurus/theme-classic 3.10.2),
 * changed in one place: where the page sits in its sidebar is worked out by
 * useBreadcrumbs below, not by the docs plugin's `useSidebarBreadcrumbs`.
 *
 * Why: that hook asks `useActivePlugin()` whether breadcrumbs are on, and
 * `useActivePlugin()` sorts the site's two docs plugins with `localeCompare`.
 * The first `localeCompare` a page makes builds the browser's collator, inside
 * hydration's render of every policy and FAQ page: the largest part of the
 * long task Lighthouse counted there (docs/maintaining/performance.md). The plugin
 * is the one whose route this is (its route context), and its data says
 * whether breadcrumbs are on.
 */

/** The doc's breadcrumbs, or null where it has no sidebar or its docs plugin turns them off. */
function useBreadcrumbs(): PropSidebarBreadcrumbsItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const { breadcrumbs } = useDocsData(useRouteContext().plugin?.id);
  if (breadcrumbs === false || !sidebar) return null;
  return sidebarBreadcrumbs(sidebar.items, pathname);
}

function BreadcrumbsItemLink({
  children,
  href,
  isLast,
}: {
  children: ReactNode;
  href: string | undefined;
  isLast: boolean;
}): ReactNode {
  const className = 'breadcrumbs__link';
  if (isLast) {
    return <span className={className}>{children}</span>;
  }
  return href ? (
    <Link className={className} href={href}>
      <span>{children}</span>
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

function BreadcrumbsItem({ children, active }: { children: ReactNode; active?: boolean }): ReactNode {
  return (
    <li
      className={clsx('breadcrumbs__item', {
        'breadcrumbs__item--active': active,
      })}>
      {children}
    </li>
  );
}

export default function DocBreadcrumbs(): ReactNode {
  const breadcrumbs = useBreadcrumbs();
  const homePageRoute = useHomePageRoute();

  if (!breadcrumbs) {
    return null;
  }

  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}>
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, idx) => {
            const isLast = idx === breadcrumbs.length - 1;
            const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
            return (
              <BreadcrumbsItem key={idx} active={isLast}>
                <BreadcrumbsItemLink href={href} isLast={isLast}>
                  {item.label}
                </BreadcrumbsItemLink>
              </BreadcrumbsItem>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
