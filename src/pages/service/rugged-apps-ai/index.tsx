import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse from '@site/src/components/PageProse';
import ServiceTitleBand from '@site/src/components/ServiceTitleBand';
import { serviceBySlug } from '@site/src/data/serviceLookup';
// Every sentence below the title is Markdown beside the page (plugins/page-prose).
import RuggedAppsAi from './_rugged-apps-ai.md';

const service = serviceBySlug('rugged-apps-ai');

/** The IQ Suite: its name and summary are the service's, shared with menus and cards. */
export default function RuggedAppsAiPage(): ReactNode {
  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        <ServiceTitleBand service={service} />
        <PageProse content={RuggedAppsAi} image={service.image} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
