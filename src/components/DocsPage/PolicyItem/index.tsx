import { useContext, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocItem';
import PageHeader from '@site/src/components/PageHeader';
import PolicyDetails from '@site/src/components/PolicyDetails';
import PdfDownload from '@site/src/components/PdfDownload';
import VersionHistory from '@site/src/components/VersionHistory';
import { usePolicyDetails } from '@site/src/utils/usePolicyDetails';
import { searchMeta } from '@site/src/data/search';
import { DocsBreadcrumbs } from '../breadcrumbs';
import DocsFrame from '../Frame';

/** A document opens with its document control and its PDF beside the title, from its front matter. */
function PolicyHeader(): ReactNode {
  const { metadata } = useDoc();
  const policy = usePolicyDetails();
  return (
    <PageHeader
      title={metadata.title}
      lead={metadata.description}
      above={useContext(DocsBreadcrumbs)}
      searchMeta={searchMeta.document}
      aside={
        policy && (
          <PolicyDetails {...policy.details} inBand>
            {policy.pdfSlug && <PdfDownload slug={policy.pdfSlug} />}
          </PolicyDetails>
        )
      }
    />
  );
}

/** Its text opens with its version history; the policy index and other pages without policy fields have neither. */
function PolicyHistory(): ReactNode {
  return usePolicyDetails() ? <VersionHistory /> : null;
}

/**
 * A policy, the Carbon Reduction Plan or the policy index (the policies plugin's `docItemComponent`), so an editor
 * fills in front matter and never places a panel.
 */
export default function PolicyItem({ content }: Props): ReactNode {
  return <DocsFrame content={content} Header={PolicyHeader} Before={PolicyHistory} />;
}
