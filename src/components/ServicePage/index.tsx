import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ContactBanner from '@site/src/components/ContactBanner';
import CardGrid from '@site/src/components/CardGrid';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import ServiceIntro from '@site/src/components/ServiceIntro';
import { servicePageLabels } from '@site/src/data/pageLabels';
import { serviceBySlug } from '@site/src/data/serviceLookup';
import type { ServiceSlug } from '@site/src/data/services';

/**
 * The one template behind every service page added by the `service-pages`
 * plugin: intro, what it covers, how an engagement works, outcomes, and the
 * contact banner. The route passes only the slug; the copy is in services.ts.
 */
export default function ServicePage({ slug }: { slug: ServiceSlug }): ReactNode {
  const service = serviceBySlug(slug);
  const page = service.page;
  if (!page) {
    throw new Error(`Service "${slug}" has no page content in src/data/services.ts`);
  }
  return (
    <Layout title={service.title} description={service.summary}>
      <PageHeader title={service.title} lead={service.summary} />
      <main>
        <ServiceIntro paragraphs={page.intro} image={service.image} />
        <Section title={servicePageLabels.covers} tinted>
          <CardGrid items={page.covers} />
        </Section>
        <Section title={servicePageLabels.engagement}>
          <CardGrid items={page.engagement} numbered />
        </Section>
        <Section title={servicePageLabels.outcomes} tinted>
          <ul>
            {page.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </Section>
        <ContactBanner />
      </main>
    </Layout>
  );
}
