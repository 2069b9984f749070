import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/**
 * What a visitor reads first: who we are and for whom, in the page's one h1,
 * before the carousel. Kept short so that at 375 px the first slide's heading
 * is still on the first screen.
 */
export default function Intro({ title, line }: { title: string; line: string }): ReactNode {
  return (
    <div className={styles.intro}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.line}>{line}</p>
      </div>
    </div>
  );
}
