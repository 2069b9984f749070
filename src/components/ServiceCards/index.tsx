import type { ReactNode } from 'react';
import ServiceCardGrid from '@site/src/components/ServiceCardGrid';
import { serviceRoute } from '@site/src/data/routes';
import { services } from '@site/src/data/services';

/** Every service as a picture card leading to its page: `<ServiceCards />` in Markdown. */
export default function ServiceCards(): ReactNode {
  return (
    <ServiceCardGrid
      cards={services.map((service) => ({
        key: service.slug,
        title: service.title,
        text: service.summary,
        to: serviceRoute(service.slug),
        image: service.image,
      }))}
    />
  );
}
