import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import ServiceCardGrid from '@site/src/components/ServiceCardGrid';
import StatGrid from '@site/src/components/StatGrid';
import { homeHeadlineStats } from '@site/src/data/headlineStats';
import {
  homeResultsLink,
  iqSuiteCardsSection,
  popularServicesHeading,
  popularServicesIntro,
  servicesSection,
} from '@site/src/data/home';
import { iqSuiteFeatures, resultsSectionId } from '@site/src/data/iqSuiteFeatures';
import { mainServiceCopy } from '@site/src/data/pageLabels';
import { routes, serviceRoute } from '@site/src/data/routes';
import { templatedServices } from '@site/src/data/serviceLookup';
import styles from './styles.module.css';

/** 'Our popular services': three headline figures, the IQ Suite cards, then every service. */
export default function PopularServices(): ReactNode {
  return (
    <Section title={popularServicesHeading} intro={popularServicesIntro}>
      <StatGrid stats={homeHeadlineStats()} />
      <p className={styles.allResults}>
        <Link to={`${routes.ruggedAppsAi}#${resultsSectionId}`}>{homeResultsLink}</Link>
      </p>
      <Heading as="h3" className={styles.groupTitle}>
        {iqSuiteCardsSection.heading}
      </Heading>
      <p className={styles.groupIntro}>{iqSuiteCardsSection.intro}</p>
      <ServiceCardGrid
        brief
        cards={iqSuiteFeatures.map((feature) => ({
          key: feature.title,
          title: feature.title,
          text: feature.cardText,
          to: routes.ruggedAppsAi,
          linkText: iqSuiteCardsSection.cta,
          badge: `${feature.number}`,
        }))}
      />
      <Heading as="h3" className={styles.groupTitle}>
        {servicesSection.heading}
      </Heading>
      <p className={styles.groupIntro}>{servicesSection.intro}</p>
      <ServiceCardGrid
        brief
        cards={templatedServices.map((service) => ({
          key: service.slug,
          title: service.title,
          text: service.cardText,
          to: serviceRoute(service.slug),
          linkText: mainServiceCopy.cardLink,
          image: service.image,
        }))}
      />
    </Section>
  );
}
