import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import { howWeWorkCopy } from '@site/src/data/pageLabels';
// The page's prose is Markdown, so editors change it without touching code.
import HowWeWork from './_how-we-work.md';
import styles from './index.module.css';

export default function HowWeWorkPage(): ReactNode {
  return (
    <Layout title={howWeWorkCopy.title} description={howWeWorkCopy.lead}>
      <main>
        <PageHeader title={howWeWorkCopy.title} lead={howWeWorkCopy.lead} />
        {/* The container keeps the title band's left edge; the prose inside it keeps the measure. */}
        <div className="container">
          <div className={styles.prose}>
            {/* The theme's MDX components: headings get their anchors and hash links, as in the docs. */}
            <MDXContent>
              <HowWeWork />
            </MDXContent>
          </div>
        </div>
        <ContactBanner />
      </main>
    </Layout>
  );
}
