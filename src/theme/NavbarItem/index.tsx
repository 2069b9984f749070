import { memo } from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * The theme's navbar item, skipped when its props have not changed.
 *
 * Just after hydration the theme learns the window's width (its
 * `useWindowSize` starts at "ssr" so the HTML matches) and the navbar's
 * context changes; the navbar content and the phone menu then re-rendered
 * every item, desktop and phone (a third of the components on the page),
 * in one render React cannot split, because an update made in an effect is
 * not a transition. The items' props come from `themeConfig` and do not
 * change, so each item now renders only when its own state or context (the
 * current route, the colour mode) changes.
 */
export default memo(NavbarItem);
