/**
 * The id of the phone menu's popover (src/theme/Navbar/MobileSidebar), which
 * the navbar's menu button opens through `popoverTarget`: the browser opens
 * and closes it from the HTML alone, before or without any script.
 */
export const phoneMenuId = 'phone-menu';
