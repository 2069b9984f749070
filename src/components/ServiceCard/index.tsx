import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

export type ServiceCardProps = {
  title: string;
  text: string;
  to: string;
  /** The link's words; a service's card says "Find out more". */
  linkText?: string;
  image?: { src: string; alt: string };
  /** Shown as a badge, e.g. the IQ Suite feature number. */
  badge?: string;
  /** A teaser in a list: on a phone only its title and link show; its text is left to screen readers. */
  brief?: boolean;
};

/** A card that leads to a service page. The whole card is one link target. */
/** What a card's link says unless its list gives other words (the screen-reader text adds the card's title). */
const findOutMore = 'Find out more';

export default function ServiceCard({
  title,
  text,
  to,
  linkText = findOutMore,
  image,
  badge,
  brief,
}: ServiceCardProps): ReactNode {
  return (
    <Card as="article" flush className={clsx(styles.card, brief && styles.brief)}>
      {image && <Illustration src={image.src} alt="" className={styles.image} />}
      <div className={styles.body}>
        {badge && <span className={styles.badge}>{badge}</span>}
        <Heading as="h3" className={styles.title}>
          {title}
        </Heading>
        <p>{text}</p>
        <Link to={to} className={styles.link}>
          {linkText}
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
    </Card>
  );
}
