import type { ReactNode } from 'react';
import CardGrid from '@site/src/components/CardGrid';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import { knowMoreIntro, knowMorePageLabels, mission, reasonsToPartner, vision } from '@site/src/data/knowme';
import { services } from '@site/src/data/services';

/** The Know more page: who we are, what we do, where we are going, why us. */
export default function KnowMore(): ReactNode {
  const [lead, ...paragraphs] = knowMoreIntro.paragraphs;
  return (
    <>
      <PageHeader title={knowMoreIntro.heading} lead={lead} />
      <Section title={knowMorePageLabels.coreServices}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <CardGrid items={services.map((service) => ({ title: service.title, text: service.summary }))} />
      </Section>
      <Section title={knowMorePageLabels.visionAndMission} tinted>
        <CardGrid
          items={[
            { title: knowMorePageLabels.vision, text: vision },
            { title: knowMorePageLabels.mission, text: mission },
          ]}
        />
      </Section>
      <Section title={knowMorePageLabels.reasons}>
        <CardGrid items={reasonsToPartner} />
      </Section>
      <ContactBanner />
    </>
  );
}
