import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';

export type ServiceCardProps = {
  title: string;
  text: string;
  to: string;
  linkText: string;
  image?: { src: string; alt: string };
  /** Shown as a badge, e.g. the IQ Suite feature number. */
  badge?: string;
};

/** A card that leads to a service page. The whole card is one link target. */
export default function ServiceCard({ title, text, to, linkText, image, badge }: ServiceCardProps): ReactNode {
  return (
    <article className={styles.card}>
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
    </article>
  );
}
