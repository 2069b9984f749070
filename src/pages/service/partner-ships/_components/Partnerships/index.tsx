import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import CardGrid from '@site/src/components/CardGrid';
import FitGrid from '@site/src/components/FitGrid';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import ServiceIntro from '@site/src/components/ServiceIntro';
import {
  onboardingSteps,
  partnershipModels,
  partnershipsIntro,
  partnershipsPageLabels,
  partnerTypes,
} from '@site/src/data/partnerships';
import type { Service } from '@site/src/data/services';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

/** The partner programme page, as the ordered list of its sections. */
export default function Partnerships({ service }: { service: Service }): ReactNode {
  return (
    <>
      <PageHeader title={service.title} lead={partnershipsIntro.heading} />
      <ServiceIntro image={service.image}>
        {partnershipsIntro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ServiceIntro>
      <Section title={partnershipsPageLabels.models} tinted>
        <FitGrid count={partnershipModels.length} max={3} className={styles.models}>
          {partnershipModels.map((model) => (
            <li key={model.title}>
              <Card as="article" className={styles.model}>
                <Heading as="h3">{model.title}</Heading>
                <p>{model.text}</p>
                <ul>
                  {model.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </FitGrid>
      </Section>
      <Section title={partnershipsPageLabels.partnerTypes}>
        <CardGrid items={partnerTypes.map((partner) => ({ title: partner.title, text: partner.gets }))} />
      </Section>
      <Section title={partnershipsPageLabels.onboarding} tinted>
        <CardGrid items={onboardingSteps} numbered />
      </Section>
      <ContactBanner title={partnershipsPageLabels.ctaTitle} text={partnershipsPageLabels.ctaText} />
    </>
  );
}
