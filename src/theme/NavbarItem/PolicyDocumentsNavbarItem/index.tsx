import type { ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { usePolicyDocumentLinks } from '@site/src/components/contentIndex';

/**
 * The Policies menu (navbar item type `custom-policyDocuments`): the links
 * the config gives it (the evidence hub), then every policy the content
 * index read from Markdown. The config is read before any content is
 * loaded, so it cannot list the policies itself; this reads them from the
 * global data, and a policy an editor adds is in the menu with no code change.
 */
export default function PolicyDocumentsNavbarItem({ items, ...props }: Props): ReactNode {
  const documents = usePolicyDocumentLinks();
  return <DropdownNavbarItem {...props} items={[...items, ...documents]} />;
}
