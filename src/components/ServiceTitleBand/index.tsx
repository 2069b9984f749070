import type { ReactNode } from 'react';
import ContactAction from '@site/src/components/ContactAction';
import PageHeader from '@site/src/components/PageHeader';
import type { Service } from '@site/src/data/services';

/** A service page's title band: its name and summary, and the contact action on a phone's first screen. */
export default function ServiceTitleBand({ service }: { service: Service }): ReactNode {
  return (
    <PageHeader title={service.title} lead={service.summary}>
      <p>
        <ContactAction />
      </p>
    </PageHeader>
  );
}
