import { memo } from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';

/**
 * The theme's navbar logo, memoised: it has no props, so the navbar's
 * re-render just after hydration passes it by (src/theme/NavbarItem says why
 * that render matters).
 */
export default memo(NavbarLogo);
