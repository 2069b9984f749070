import type { ReactNode } from 'react';
import clsx from 'clsx';
import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import type { Props } from '@theme/Navbar/ColorModeToggle';
import { needsScriptClass } from '@site/src/utils/needsScript';

/**
 * The theme's dark-mode switch, marked as needing a script: only a script can
 * switch the theme, so without one it is hidden (plugins/needs-script), not
 * left on show, disabled for good. Until React has hydrated the page it is
 * disabled, as the theme makes it.
 */
export default function NavbarColorModeToggleWrapper({ className }: Props): ReactNode {
  return <NavbarColorModeToggle className={clsx(className, needsScriptClass)} />;
}
