import { useContext, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocItem';
import PageHeader from '@site/src/components/PageHeader';
import { DocsBreadcrumbs } from '../breadcrumbs';
import DocsFrame from '../Frame';

/** An FAQ page's title band: its title and summary. */
function FaqHeader(): ReactNode {
  const { metadata } = useDoc();
  return <PageHeader title={metadata.title} lead={metadata.description} above={useContext(DocsBreadcrumbs)} />;
}

/** An FAQ page (the FAQ plugin's `docItemComponent`); a policy has its own (../PolicyItem). */
export default function DocsItem({ content }: Props): ReactNode {
  return <DocsFrame content={content} Header={FaqHeader} />;
}
