import { bidContactPerson } from '@site/src/data/people';
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ComplianceTable from '@site/src/components/ComplianceTable';
import PageHeader from '@site/src/components/PageHeader';
import {
  complianceIntro,
  complianceLabels,
  complianceRows,
  documentFactsBySlug,
  withDocumentFacts,
} from '@site/src/data/compliance';
import { useContentIndex } from '@site/src/utils/useContentIndex';
import ContactLink from '@site/src/components/ContactLink';
import PdfDownload from '@site/src/components/PdfDownload';
import { company } from '@site/src/data/company';
import { contactCopy } from '@site/src/data/contact';
import { tenderPackSlug } from '@site/src/data/pdfs';
import EvidenceAside from './_components/EvidenceAside';
import PolicyDownloads from './_components/PolicyDownloads';
import { searchMeta } from '@site/src/data/search';
import styles from './styles.module.css';

const bidContact = bidContactPerson();
/** What only this page evidences, searchable by name: the rows with no document of their own. */
const ownEvidence = complianceRows
  .filter((row) => !row.document)
  .map((row) => row.what)
  .join('; ');

export default function CompliancePage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // The same day in the static HTML and on hydration; the table then moves to the visitor's day.
  const buildDay = String(siteConfig.customFields?.buildDay);
  // Each document's date, version and approval, as its own front matter gives them.
  const rows = withDocumentFacts(complianceRows, documentFactsBySlug(useContentIndex().policies));
  return (
    <Layout title={complianceIntro.title} description={complianceIntro.description}>
      <main>
        {/* The hub opens with its evidence: the tender pack under the title, the credentials beside it. */}
        <PageHeader title={complianceIntro.title} lead={complianceIntro.description} aside={<EvidenceAside />}>
          <PdfDownload slug={tenderPackSlug} label={complianceLabels.tenderPack} primary />
        </PageHeader>
        <div className={`container ${styles.body}`} data-pagefind-meta={`${searchMeta.evidence}:${ownEvidence}`}>
          <p>{complianceLabels.tenderPackIntro}</p>
          <p>
            {complianceLabels.bidContact} {bidContact.name}, {bidContact.title}, at{' '}
            <ContactLink email={company.tendersEmail} /> or on <ContactLink phone={company.phones[0]} />.{' '}
            {contactCopy.tendersReply}
          </p>
          <ComplianceTable rows={rows} buildDay={buildDay} />
          <PolicyDownloads />
        </div>
      </main>
    </Layout>
  );
}
