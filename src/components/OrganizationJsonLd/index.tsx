import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import JsonLd from '@site/src/components/JsonLd';
import { organizationJsonLd } from '@site/src/data/structuredData';

/** The company as schema.org sees it, from the identity module. */
export default function OrganizationJsonLd(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const home = `${siteConfig.url}${useBaseUrl('/')}`;
  return <JsonLd data={organizationJsonLd(home)} />;
}
