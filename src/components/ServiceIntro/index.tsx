import type { ReactNode } from 'react';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';

/**
 * The page's opening text beside its illustration. The illustration floats
 * beside the opening paragraphs only: each section heading clears it, so the
 * sections below (card grids, steps) take the page's whole width instead of
 * leaving an empty column beside them. On a phone it sits under the title.
 */
export default function ServiceIntro({
  children,
  image,
}: {
  children: ReactNode;
  image: { src: string; alt: string };
}): ReactNode {
  return (
    <div className="container">
      <div className={styles.intro}>
        <div className={styles.figure}>
          <Illustration src={image.src} alt={image.alt} className={styles.image} eager />
        </div>
        {children}
      </div>
    </div>
  );
}
