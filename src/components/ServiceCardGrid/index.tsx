import type { ReactNode } from 'react';
import clsx from 'clsx';
import ServiceCard, { type ServiceCardProps } from '@site/src/components/ServiceCard';
import FitGrid from '@site/src/components/FitGrid';
import styles from './styles.module.css';

/** From this many teasers, two to a row on a phone: fewer read better one under another. */
const pairFrom = 6;

/** Service cards in a responsive grid, as a list so their number is announced. */
export default function ServiceCardGrid({
  cards,
  brief = false,
}: {
  cards: readonly (ServiceCardProps & { key: string })[];
  /** Teasers: on a phone each card is its title and link (see ServiceCard). */
  brief?: boolean;
}): ReactNode {
  // Up to five across on a wide screen, so that ten cards are 5 + 5. A long list of
  // teasers pairs up on a phone, each card its title alone (see ServiceCard).
  const pairs = brief && cards.length >= pairFrom;
  return (
    <FitGrid count={cards.length} max={5} compact={pairs} className={clsx(styles.cards, brief && styles.brief)}>
      {cards.map(({ key, ...card }) => (
        <li key={key}>
          <ServiceCard {...card} brief={brief} />
        </li>
      ))}
    </FitGrid>
  );
}
