import type { ReactNode } from 'react';
import MDXContent from '@theme/MDXContent';
import styles from './styles.module.css';

/**
 * A page whose words are Markdown beside it (plugins/page-prose turns its
 * title, lead and `##` sections into the title band and section bands): the
 * theme's MDX components, and the site's card style for lists whose items
 * open with a bold title, as on the service pages.
 */
export default function PageProse({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className={styles.prose}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
