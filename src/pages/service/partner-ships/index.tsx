import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse from '@site/src/components/PageProse';
import ServiceTitleBand from '@site/src/components/ServiceTitleBand';
import { serviceBySlug } from '@site/src/data/serviceLookup';
// Every sentence below the title is Markdown beside the page (plugins/page-prose).
import Partnerships from './_partner-ships.md';

const service = serviceBySlug('partner-ships');

/** The partner programme: its name and summary are the service's, shared with menus and cards. */
export default function PartnershipsPage(): ReactNode {
  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        <ServiceTitleBand service={service} />
        <PageProse content={Partnerships} image={service.image} />
        <ContactBanner />
      </main>
    </Layout>
  );
}
