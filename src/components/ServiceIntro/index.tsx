import type { ReactNode } from 'react';
import Illustration from '@site/src/components/Illustration';
import styles from './styles.module.css';

/** The page's opening beside its illustration, which each section heading clears; under the title on a phone. */
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
