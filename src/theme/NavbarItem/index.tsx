import { memo } from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * The theme's navbar item, skipped when its props have not changed: just after hydration the theme learns the
 * window's width and re-rendered every item in one render React cannot split. Props come from `themeConfig`.
 */
export default memo(NavbarItem);
