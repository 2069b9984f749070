import type { ReactNode } from 'react';
import clsx from 'clsx';
import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import type { Props } from '@theme/Navbar/ColorModeToggle';
import { needsScriptClass } from '@site/src/utils/needsScript';

/** The theme's dark-mode switch, hidden without scripts (only a script can switch the theme); disabled until hydration. */
export default function NavbarColorModeToggleWrapper({ className }: Props): ReactNode {
  return <NavbarColorModeToggle className={clsx(className, needsScriptClass)} />;
}
