import type { ReactNode } from 'react';
import ContactAction from '@site/src/components/ContactAction';
import PageHeader from '@site/src/components/PageHeader';
import ServiceProof from '@site/src/components/ServiceProof';
import type { Service } from '@site/src/data/services';

/** A service page's title band: its name and summary, the contact action on a phone's first screen, and its proof. */
export default function ServiceTitleBand({ service }: { service: Service }): ReactNode {
  return (
    <PageHeader title={service.title} lead={service.summary} aside={<ServiceProof slug={service.slug} />}>
      <p>
        <ContactAction />
      </p>
    </PageHeader>
  );
}
