import type { ReactNode } from 'react';
import ServicePage from '@site/src/components/ServicePage';
// Every sentence below the title is Markdown beside the page (plugins/page-prose).
import Partnerships from './_partner-ships.md';

/** The partner programme: its name and summary are the service's, shared with menus and cards. */
export default function PartnershipsPage(): ReactNode {
  return <ServicePage slug="partner-ships" body={Partnerships} sections />;
}
