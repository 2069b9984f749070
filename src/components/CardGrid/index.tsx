import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import FitGrid from '@site/src/components/FitGrid';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

export type CardGridItem = { title: string; text: string };

/** Titled items in a responsive grid; numbered ones in an ordered list, so the order is announced. */
export default function CardGrid({
  items,
  numbered = false,
}: {
  items: readonly CardGridItem[];
  numbered?: boolean;
}): ReactNode {
  return (
    <FitGrid count={items.length} max={5} ordered={numbered} className={clsx(styles.grid, numbered && styles.numbered)}>
      {items.map((item) => (
        <Card as="li" key={item.title} className={styles.item}>
          <Heading as="h3" className={styles.title}>
            {item.title}
          </Heading>
          <p>{item.text}</p>
        </Card>
      ))}
    </FitGrid>
  );
}
