import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * The site's one card: one radius, border, padding and background, from the
 * `--hl-card-*` tokens in src/css/custom.css (which the Markdown lists drawn
 * as cards on service pages use too). `as` gives the box its meaning: a list
 * item in a grid, an article for a teaser. A `flush` card leaves the padding
 * to its content, for a picture that runs to the card's edges.
 */
export default function Card({
  as: Element = 'div',
  flush = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'li' | 'article' | 'section';
  flush?: boolean;
}): ReactNode {
  return (
    <Element
      {...props}
      data-card={flush ? 'flush' : ''}
      className={clsx(styles.card, flush && styles.flush, className)}
    />
  );
}
