import type { ComponentType, ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse from '@site/src/components/PageProse';
import ServiceTitleBand from '@site/src/components/ServiceTitleBand';
import ServiceIntro from '@site/src/components/ServiceIntro';
import { serviceBySlug } from '@site/src/data/serviceLookup';
import type { ServiceSlug } from '@site/src/data/services';
import styles from './styles.module.css';

/** The one template of the `service-pages` plugin: vocabulary title, summary and picture, Markdown body, contact banner. */
export default function ServicePage({ slug, body }: { slug: ServiceSlug; body: ComponentType }): ReactNode {
  const service = serviceBySlug(slug);
  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        <ServiceTitleBand service={service} />
        <ServiceIntro image={service.image}>
          <div className={styles.body}>
            <PageProse content={body} />
          </div>
        </ServiceIntro>
        <ContactBanner />
      </main>
    </Layout>
  );
}
