import type { ComponentType, ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import PageProse from '@site/src/components/PageProse';
import ServiceTitleBand from '@site/src/components/ServiceTitleBand';
import ServiceIntro from '@site/src/components/ServiceIntro';
import { serviceBySlug } from '@site/src/data/serviceLookup';
import type { ServiceSlug } from '@site/src/data/services';
import styles from './styles.module.css';

/**
 * A service's page: vocabulary title, summary and picture, Markdown body, contact banner. The `service-pages` plugin's
 * template; a longer page (`sections`) sets only its opening beside the picture and runs its sections full width.
 */
export default function ServicePage({
  slug,
  body,
  sections = false,
}: {
  slug: ServiceSlug;
  body: ComponentType;
  sections?: boolean;
}): ReactNode {
  const service = serviceBySlug(slug);
  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        <ServiceTitleBand service={service} />
        {sections ? (
          <PageProse content={body} image={service.image} />
        ) : (
          <ServiceIntro image={service.image}>
            <div className={styles.body}>
              <PageProse content={body} />
            </div>
          </ServiceIntro>
        )}
        <ContactBanner />
      </main>
    </Layout>
  );
}
