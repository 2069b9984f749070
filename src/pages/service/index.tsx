import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse, { proseTitle } from '@site/src/components/PageProse';
// Every sentence of the page is Markdown beside it (plugins/page-prose).
import HowWeWork, { contentTitle, lead } from './_service.md';

/** /service, kept from the original site: how an engagement with us runs. */
export default function HowWeWorkPage(): ReactNode {
  return (
    <Layout title={proseTitle(contentTitle, 'src/pages/service/_service.md')} description={lead}>
      <main>
        <PageProse content={HowWeWork} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
