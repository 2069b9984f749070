import type { ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { usePolicyDocumentLinks } from '@site/src/utils/useContentIndex';

/** The Policies menu: the config's links, then every policy from the content index's global data (the config cannot). */
export default function PolicyDocumentsNavbarItem({ items, ...props }: Props): ReactNode {
  const documents = usePolicyDocumentLinks();
  return <DropdownNavbarItem {...props} items={[...items, ...documents]} />;
}
