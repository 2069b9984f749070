import type { ReactNode } from 'react';
import ContactBanner from '@site/src/components/ContactBanner';
import { company } from '@site/src/data/company';
import { contactCta } from '@site/src/data/home';
import HeroCarousel from './HeroCarousel';
import Intro from './Intro';
import PartnershipTeaser from './PartnershipTeaser';
import PopularServices from './PopularServices';
import ProofStrip from './ProofStrip';
import RecentWork from './RecentWork';
import styles from './styles.module.css';

/** The home page, as the ordered list of its sections. */
export default function Home({ title }: { title: string }): ReactNode {
  return (
    <>
      <div className={styles.firstScreen}>
        <Intro title={title} line={company.about} />
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
