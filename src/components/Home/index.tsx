import type { ReactNode } from 'react';
import ContactBanner from '@site/src/components/ContactBanner';
import { contactCta } from '@site/src/data/home';
import HeroCarousel from './HeroCarousel';
import PartnershipTeaser from './PartnershipTeaser';
import PopularServices from './PopularServices';
import RecentWork from './RecentWork';

/** The home page, as the ordered list of its sections. */
export default function Home({ title }: { title: string }): ReactNode {
  return (
    <>
      <HeroCarousel title={title} />
      <PopularServices />
      <RecentWork />
      <PartnershipTeaser />
      <ContactBanner title={contactCta.title} text={contactCta.text} />
    </>
  );
}
