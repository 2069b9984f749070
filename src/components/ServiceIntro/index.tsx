import type { ReactNode } from 'react';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';

/** Opening paragraphs beside the page's illustration. */
export default function ServiceIntro({
  paragraphs,
  image,
}: {
  paragraphs: readonly string[];
  image: { src: string; alt: string };
}): ReactNode {
  return (
    <div className="container">
      <div className={styles.intro}>
        <div className={styles.text}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Illustration src={image.src} alt={image.alt} className={styles.image} eager />
      </div>
    </div>
  );
}
