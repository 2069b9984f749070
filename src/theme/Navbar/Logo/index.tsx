import { memo } from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';

/** The theme's navbar logo, memoised, so the navbar's re-render after hydration passes it by (src/theme/NavbarItem). */
export default memo(NavbarLogo);
