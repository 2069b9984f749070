import type { ReactNode } from 'react';
import ContactAction from '@site/src/components/ContactAction';
import PageHeader from '@site/src/components/PageHeader';
import type { Service } from '@site/src/data/services';

/**
 * A service page's title band: the service's name and summary, shared with
 * the menus and cards, and the contact action on a phone's first screen,
 * before the picture and the detail.
 */
export default function ServiceTitleBand({ service }: { service: Service }): ReactNode {
  return (
    <PageHeader title={service.title} lead={service.summary}>
      <p>
        <ContactAction />
      </p>
    </PageHeader>
  );
}
