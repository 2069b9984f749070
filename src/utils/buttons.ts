/** The site's two button styles, Infima's: filled primary for the action asked for, outlined for the alternative. */
export const buttonClass = {
  primary: 'button button--primary',
  secondary: 'button button--outline button--primary',
} as const;
