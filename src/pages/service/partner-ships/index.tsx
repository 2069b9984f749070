import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Partnerships from './_components/Partnerships';
import { serviceBySlug } from '@site/src/data/serviceLookup';

const service = serviceBySlug('partner-ships');

export default function PartnershipsPage(): ReactNode {
  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        <Partnerships service={service} />
      </main>
    </Layout>
  );
}
