import type { ReactNode } from 'react';
import ServiceCard, { type ServiceCardProps } from '@site/src/components/ServiceCard';
import FitGrid from '@site/src/components/FitGrid';
import styles from './styles.module.css';

/** Service cards in a responsive grid, as a list so their number is announced. */
export default function ServiceCardGrid({
  cards,
}: {
  cards: readonly (ServiceCardProps & { key: string })[];
}): ReactNode {
  return (
    <FitGrid count={cards.length} className={styles.cards}>
      {cards.map(({ key, ...card }) => (
        <li key={key}>
          <ServiceCard {...card} />
        </li>
      ))}
    </FitGrid>
  );
}
