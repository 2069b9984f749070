import type { ReactNode } from 'react';
import ServiceCard, { type ServiceCardProps } from '@site/src/components/ServiceCard';
import styles from './styles.module.css';

/** Service cards in a responsive grid, as a list so their number is announced. */
export default function ServiceCardGrid({
  cards,
}: {
  cards: readonly (ServiceCardProps & { key: string })[];
}): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map(({ key, ...card }) => (
        <li key={key}>
          <ServiceCard {...card} />
        </li>
      ))}
    </ul>
  );
}
