import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactDetails from '@site/src/components/ContactDetails';
import EnquiryForm from '@site/src/components/EnquiryForm';
import PageHeader from '@site/src/components/PageHeader';
import { contactCopy } from '@site/src/data/contact';
import styles from './contactus.module.css';

export default function ContactPage(): ReactNode {
  return (
    <Layout title={contactCopy.title} description={contactCopy.lead}>
      <main>
        <PageHeader title={contactCopy.title} lead={contactCopy.lead} />
        <div className={`container ${styles.layout}`}>
          <EnquiryForm pageTitle={contactCopy.title} />
          <ContactDetails />
        </div>
      </main>
    </Layout>
  );
}
