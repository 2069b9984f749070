import { useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import ThemeLink from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import ContactBanner from '@site/src/components/ContactBanner';
import Section from '@site/src/components/Section';
import ServiceIntro from '@site/src/components/ServiceIntro';
import tableStyles from '@site/src/css/stackedTable.module.css';
import styles from './styles.module.css';

type Components = { [tag: string]: ComponentType<never> };

/**
 * The few components a page's prose takes: router links, headings with anchors, tables stacked on a phone, a
 * disclosure and the opening band. The theme's whole set would bring code blocks and Mermaid into every such page.
 */
const defaults = {
  a: ThemeLink,
  h2: (props: ComponentProps<'h2'>) => <MDXHeading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <MDXHeading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <MDXHeading as="h4" {...props} />,
  table: (props: ComponentProps<'table'>) => (
    <div className={tableStyles.wrapper}>
      <table className={tableStyles.table} {...props} />
    </div>
  ),
  // The MDX loader hands `<details>` over as `Details`: the browser's own, which works before any script (a long table's rest).
  Details: (props: ComponentProps<'details'>) => <details {...props} />,
  /** The text before the first `##`; a page may set it beside a picture instead. */
  PageIntro: Section,
} as Components;

/** A page whose words are Markdown beside it (plugins/page-prose), lists with bold titles shown as cards. */
export default function PageProse({
  content: Content,
  image,
}: {
  content: ComponentType<{ components?: Components }>;
  /** A service's picture, set beside the opening paragraphs as on every service page. */
  image?: { src: string; alt: string };
}): ReactNode {
  const components = useMemo(
    () =>
      image
        ? {
            ...defaults,
            PageIntro: ({ children }: { children: ReactNode }) => <ServiceIntro image={image}>{children}</ServiceIntro>,
          }
        : defaults,
    [image],
  );
  return (
    <div className={styles.prose}>
      <Content components={components as Components} />
    </div>
  );
}

/**
 * A page that is all prose, then the contact banner: its title is the prose's `# Title` (the build stops, naming
 * `file`, if an edit removed it) and its description the lead under it.
 */
export function ProsePage({
  content,
  contentTitle,
  lead,
  file,
}: {
  content: ComponentType;
  contentTitle?: string;
  lead?: string;
  file: string;
}): ReactNode {
  if (!contentTitle) throw new Error(`${file}: the page's prose starts with its "# Title", then the lead under it`);
  return (
    <Layout title={contentTitle} description={lead}>
      <main>
        <PageProse content={content} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
