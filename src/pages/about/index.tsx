import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse, { proseTitle } from '@site/src/components/PageProse';
import { pageDescriptions } from '@site/src/data/about';
// Every sentence of the page is Markdown beside it (plugins/page-prose).
import About, { contentTitle } from './_about.md';

export default function AboutPage(): ReactNode {
  return (
    <Layout title={proseTitle(contentTitle, 'src/pages/about/_about.md')} description={pageDescriptions.about}>
      <main>
        <PageProse content={About} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
