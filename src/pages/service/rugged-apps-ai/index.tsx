import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import RuggedAppsAi from './_components/RuggedAppsAi';
import { serviceBySlug } from '@site/src/data/serviceLookup';

const service = serviceBySlug('rugged-apps-ai');

export default function RuggedAppsAiPage(): ReactNode {
  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        <RuggedAppsAi service={service} />
      </main>
    </Layout>
  );
}
