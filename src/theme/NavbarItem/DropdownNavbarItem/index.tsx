import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DropdownNavbarItemType> & { activeBaseRegex?: string };

/**
 * Docusaurus marks only the current item inside a dropdown, which is hidden
 * until the dropdown opens. On the pages its `activeBaseRegex` names, this marks
 * the dropdown's own link too, the same way as the other navbar links.
 */
export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const current = isRegexpStringMatch(props.activeBaseRegex, pathname);
  const activeClass = props.mobile ? 'menu__link--active' : 'navbar__link--active';
  return <DropdownNavbarItem {...props} className={clsx(props.className, current && activeClass)} />;
}
