import type { ReactNode } from 'react';
import BadgeList from '@site/src/components/BadgeList';
import CardGrid from '@site/src/components/CardGrid';
import ContactBanner from '@site/src/components/ContactBanner';
import IndustryTable from '@site/src/components/IndustryTable';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import ServiceIntro from '@site/src/components/ServiceIntro';
import StatGrid from '@site/src/components/StatGrid';
import {
  iqSuiteBadges,
  iqSuiteIndustries,
  iqSuiteIntro,
  iqSuitePageLabels,
  resultsSectionId,
} from '@site/src/data/iqSuite';
import { iqSuiteFeatures } from '@site/src/data/iqSuiteFeatures';
import type { Service } from '@site/src/data/services';
import { headlineStats } from '@site/src/data/headlineStats';

/** The IQ Suite page, as the ordered list of its sections. */
export default function RuggedAppsAi({ service }: { service: Service }): ReactNode {
  return (
    <>
      <PageHeader title={service.title} lead={iqSuiteIntro.heading}>
        <BadgeList badges={iqSuiteBadges} label={iqSuitePageLabels.badges} />
      </PageHeader>
      <ServiceIntro image={service.image}>
        {iqSuiteIntro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ServiceIntro>
      <Section id={resultsSectionId} title={iqSuitePageLabels.claims} intro={iqSuitePageLabels.claimsIntro} tinted>
        <StatGrid stats={headlineStats('iqSuite')} />
      </Section>
      <Section title={iqSuitePageLabels.features}>
        <CardGrid items={iqSuiteFeatures} numbered />
      </Section>
      <Section title={iqSuitePageLabels.industries} tinted>
        <IndustryTable
          rows={iqSuiteIndustries}
          caption={iqSuitePageLabels.industriesCaption}
          headings={iqSuitePageLabels.tableHeadings}
        />
      </Section>
      <ContactBanner />
    </>
  );
}
