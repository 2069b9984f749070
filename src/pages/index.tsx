import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';
import OrganizationJsonLd from '@site/src/components/OrganizationJsonLd';
import { company } from '@site/src/data/company';
import { homeCopy } from '@site/src/data/home';

export default function HomePage(): ReactNode {
  return (
    <Layout title={homeCopy.title} description={company.about}>
      <main>
        <Home title={`${company.tradingName}: ${homeCopy.title}`} copy={homeCopy} />
      </main>
      <OrganizationJsonLd />
    </Layout>
  );
}
