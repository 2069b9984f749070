import type { ReactNode } from 'react';
import ServicePage from '@site/src/components/ServicePage';
// Every sentence below the title is Markdown beside the page (plugins/page-prose).
import RuggedAppsAi from './_rugged-apps-ai.md';

/** The IQ Suite: its name and summary are the service's, shared with menus and cards. */
export default function RuggedAppsAiPage(): ReactNode {
  return <ServicePage slug="rugged-apps-ai" body={RuggedAppsAi} sections />;
}
