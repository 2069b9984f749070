import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { organizationJsonLd } from '@site/src/data/structuredData';

/** The company as schema.org sees it; a data block, so the CSP need not allow it. */
export default function OrganizationJsonLd(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const home = `${siteConfig.url}${useBaseUrl('/')}`;
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(organizationJsonLd(home))}</script>
    </Head>
  );
}
