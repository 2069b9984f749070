import type { ReactNode } from 'react';
import CardGrid from '@site/src/components/CardGrid';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import { aboutIntro, aboutPageLabels, mission, values, vision } from '@site/src/data/about';
import styles from './styles.module.css';

/** The About page, as the ordered list of its sections. */
export default function About(): ReactNode {
  const [lead, ...paragraphs] = aboutIntro.paragraphs;
  return (
    <>
      <PageHeader title={aboutIntro.heading} lead={lead} />
      {/* The container keeps the title band's left edge; the text inside it keeps the measure. */}
      <div className="container">
        <div className={styles.body}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <Section title={aboutPageLabels.values} tinted>
        <CardGrid items={values} />
      </Section>
      <Section title={aboutPageLabels.vision}>
        <p className={styles.statement}>{vision}</p>
      </Section>
      <Section title={aboutPageLabels.mission} tinted>
        <p className={styles.statement}>{mission}</p>
      </Section>
      <ContactBanner />
    </>
  );
}
