/**
 * The site's two button styles, both Infima's: a filled primary for the
 * action a screen asks for, and an outlined one for the alternative beside it
 * (Infima's grey "secondary" read as disabled). Every button and every link
 * styled as a button uses one of these, at the one size src/css/custom.css sets.
 */
export const buttonClass = {
  primary: 'button button--primary',
  secondary: 'button button--outline button--primary',
} as const;
