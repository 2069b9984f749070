import type { ReactNode } from 'react';
import clsx from 'clsx';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import { company } from '@site/src/data/company';
import type { homeCopy } from '@site/src/data/home';
import FirstScreenActions from './FirstScreenActions';
import HeroCarousel from './HeroCarousel';
import PartnershipTeaser from './PartnershipTeaser';
import PopularServices from './PopularServices';
import ProofStrip from './ProofStrip';
import RecentWork from './RecentWork';
import styles from './styles.module.css';

/** The home page, as the ordered list of its sections; `parts` are its words (src/data/home.ts). */
export default function Home({ title, copy }: { title: string; copy: typeof homeCopy }): ReactNode {
  const { parts } = copy;
  return (
    <>
      {/* The h1 with its actions, the evidence, then the carousel: stacked on a phone, the carousel beside the h1 from 997 px. */}
      <div className={styles.opening}>
        <div className={clsx(styles.lead, 'on-navy')}>
          <PageHeader title={title} lead={company.about} firstScreen>
            <FirstScreenActions />
          </PageHeader>
        </div>
        <ProofStrip className={styles.strip} />
        <div className={clsx(styles.carousel, 'on-navy')}>
          <HeroCarousel />
        </div>
      </div>
      <PopularServices popular={parts['popular-services']} iqSuite={parts['iq-suite']} services={parts.services} />
      <RecentWork />
      <PartnershipTeaser part={parts['partner-with-us']} />
      <ContactBanner />
    </>
  );
}
