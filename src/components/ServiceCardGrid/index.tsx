import type { ReactNode } from 'react';
import ServiceCard, { type ServiceCardProps } from '@site/src/components/ServiceCard';
import FitGrid from '@site/src/components/FitGrid';
import styles from './styles.module.css';

/** Service cards in a responsive grid, as a list so their number is announced. */
export default function ServiceCardGrid({
  cards,
  brief = false,
}: {
  cards: readonly (ServiceCardProps & { key: string })[];
  /** Teasers: on a phone each card is its title and link (see ServiceCard). */
  brief?: boolean;
}): ReactNode {
  // Up to five across on a wide screen, so that ten cards are 5 + 5.
  return (
    <FitGrid count={cards.length} max={5} className={styles.cards}>
      {cards.map(({ key, ...card }) => (
        <li key={key}>
          <ServiceCard {...card} brief={brief} />
        </li>
      ))}
    </FitGrid>
  );
}
