import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse, { proseTitle } from '@site/src/components/PageProse';
// Every sentence of the page is Markdown beside it (plugins/page-prose).
import About, { contentTitle, lead } from './_about.md';

export default function AboutPage(): ReactNode {
  return (
    <Layout title={proseTitle(contentTitle, 'src/pages/about/_about.md')} description={lead}>
      <main>
        <PageProse content={About} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
