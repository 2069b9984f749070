import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The site's one card, from the `--hl-card-*` tokens; `as` gives the box its meaning, `flush` leaves padding to its content. */
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
