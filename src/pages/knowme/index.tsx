import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse, { proseTitle } from '@site/src/components/PageProse';
// Every sentence of the page is Markdown beside it (plugins/page-prose).
import KnowMore, { contentTitle, lead } from './_knowme.md';

export default function KnowMorePage(): ReactNode {
  return (
    <Layout title={proseTitle(contentTitle, 'src/pages/knowme/_knowme.md')} description={lead}>
      <main>
        <PageProse content={KnowMore} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
