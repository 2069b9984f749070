import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import ServiceCardGrid from '@site/src/components/ServiceCardGrid';
import StatGrid from '@site/src/components/StatGrid';
import { homeHeadlineStats } from '@site/src/data/headlineStats';
import type { HomeParts } from '@site/src/data/home';
import { buildingBlocks } from '@site/src/data/iqSuite';
import { serviceRoute } from '@site/src/data/routes';
import { templatedServices } from '@site/src/data/serviceLookup';
import styles from './styles.module.css';

/** 'Our popular services': three figures, the IQ Suite's blocks, then every service, worded in src/data/home.ts. */
export default function PopularServices({
  popular,
  iqSuite,
  services,
}: {
  popular: HomeParts['popular-services'];
  iqSuite: HomeParts['iq-suite'];
  services: HomeParts['services'];
}): ReactNode {
  return (
    <Section title={popular.heading} intro={popular.text}>
      <StatGrid stats={homeHeadlineStats} />
      <p className={styles.allResults}>
        <Link to={popular.link.to}>{popular.link.label}</Link>
      </p>
      <Heading as="h3" className={styles.groupTitle}>
        {iqSuite.heading}
      </Heading>
      <p className={styles.groupIntro}>{iqSuite.text}</p>
      <ServiceCardGrid
        brief
        cards={buildingBlocks.map((block, index) => ({
          key: block.title,
          title: block.title,
          text: block.lead,
          to: iqSuite.link.to,
          linkText: iqSuite.link.label,
          badge: `${index + 1}`,
        }))}
      />
      <Heading as="h3" className={styles.groupTitle}>
        {services.heading}
      </Heading>
      <p className={styles.groupIntro}>{services.text}</p>
      <ServiceCardGrid
        brief
        cards={templatedServices.map((service) => ({
          key: service.slug,
          title: service.title,
          text: service.cardText,
          to: serviceRoute(service.slug),
          image: service.image,
        }))}
      />
    </Section>
  );
}
