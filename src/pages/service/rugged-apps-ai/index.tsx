import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactAction from '@site/src/components/ContactAction';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import PageProse from '@site/src/components/PageProse';
import { serviceBySlug } from '@site/src/data/serviceLookup';
// Every sentence below the title is Markdown beside the page (plugins/page-prose).
import RuggedAppsAi from './_rugged-apps-ai.md';

const service = serviceBySlug('rugged-apps-ai');

/** The IQ Suite: its name and summary are the service's, shared with menus and cards. */
export default function RuggedAppsAiPage(): ReactNode {
  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        {/* The action on a phone's first screen, before the picture and the detail. */}
        <PageHeader title={service.title} lead={service.summary}>
          <p>
            <ContactAction />
          </p>
        </PageHeader>
        <PageProse content={RuggedAppsAi} image={service.image} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
