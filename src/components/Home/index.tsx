import type { ReactNode } from 'react';
import clsx from 'clsx';
import ContactBanner from '@site/src/components/ContactBanner';
import PageHeader from '@site/src/components/PageHeader';
import { company } from '@site/src/data/company';
import { contactCta } from '@site/src/data/home';
import FirstScreenActions from './FirstScreenActions';
import HeroCarousel from './HeroCarousel';
import PartnershipTeaser from './PartnershipTeaser';
import PopularServices from './PopularServices';
import ProofStrip from './ProofStrip';
import RecentWork from './RecentWork';
import styles from './styles.module.css';

/** The home page, as the ordered list of its sections. */
export default function Home({ title }: { title: string }): ReactNode {
  return (
    <>
      <div className={clsx(styles.firstScreen, 'on-navy')}>
        <PageHeader title={title} lead={company.about} firstScreen>
          <FirstScreenActions />
        </PageHeader>
        <HeroCarousel />
      </div>
      <ProofStrip />
      <PopularServices />
      <RecentWork />
      <PartnershipTeaser />
      <ContactBanner title={contactCta.title} text={contactCta.text} />
    </>
  );
}
