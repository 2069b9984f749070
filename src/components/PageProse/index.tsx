import type { ComponentProps, ComponentType, ReactNode } from 'react';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import styles from './styles.module.css';

type Components = { [tag: string]: ComponentType<never> };

/**
 * The few theme components a page's prose uses: links through the router
 * (and the site's base path), and headings with their anchor link. The
 * theme's whole set (@theme/MDXContent) would bring the code block,
 * admonitions and Mermaid into every page that shows prose; components
 * placed by plugins/page-prose and plugins/mdx-components are imported by
 * the Markdown itself.
 */
const components = {
  a: MDXA,
  h2: (props: ComponentProps<'h2'>) => <MDXHeading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <MDXHeading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <MDXHeading as="h4" {...props} />,
} as Components;

/**
 * A page whose words are Markdown beside it (plugins/page-prose turns its
 * title, lead and `##` sections into the title band and section bands), in
 * the site's card style for lists whose items open with a bold title, as on
 * the service pages.
 */
export default function PageProse({
  content: Content,
}: {
  content: ComponentType<{ components?: Components }>;
}): ReactNode {
  return (
    <div className={styles.prose}>
      <Content components={components} />
    </div>
  );
}
