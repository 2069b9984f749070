/** The id of the phone menu's popover, which the menu button opens through `popoverTarget`, from the HTML alone. */
export const phoneMenuId = 'phone-menu';
