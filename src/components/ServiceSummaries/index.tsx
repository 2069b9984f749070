import type { ReactNode } from 'react';
import CardGrid from '@site/src/components/CardGrid';
import { services } from '@site/src/data/services';

/**
 * Every service as a card, its title and one-line summary from the service
 * vocabulary (src/data/services.ts): for a page's prose to list what we
 * offer without repeating it (`<ServiceSummaries />` in the Markdown).
 */
export default function ServiceSummaries(): ReactNode {
  return <CardGrid items={services.map((service) => ({ title: service.title, text: service.summary }))} />;
}
