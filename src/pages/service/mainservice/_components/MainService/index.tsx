import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import ServiceCardGrid from '@site/src/components/ServiceCardGrid';
import { mainServiceCopy } from '@site/src/data/pageLabels';
import { routes, serviceRoute } from '@site/src/data/routes';
import { services } from '@site/src/data/services';
import styles from './styles.module.css';
import { buttonClass } from '@site/src/utils/buttons';

/** Every service in the vocabulary as a card, and the way into our approach. */
export default function MainService(): ReactNode {
  return (
    <>
      <PageHeader title={mainServiceCopy.title} lead={mainServiceCopy.lead}>
        <Link className={`${buttonClass.primary} ${styles.approach}`} to={routes.servicesRoot}>
          {mainServiceCopy.approachButton}
        </Link>
      </PageHeader>
      <Section title={mainServiceCopy.listHeading}>
        <ServiceCardGrid
          cards={services.map((service) => ({
            key: service.slug,
            title: service.title,
            text: service.summary,
            to: serviceRoute(service.slug),
            linkText: mainServiceCopy.cardLink,
            image: service.image,
          }))}
        />
      </Section>
      <ContactBanner />
    </>
  );
}
