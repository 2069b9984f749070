import type { ReactNode } from 'react';
import { ProsePage } from '@site/src/components/PageProse';
// Every sentence of the page is Markdown beside it (plugins/page-prose); the cards are the service vocabulary's.
import MainService, { contentTitle, lead } from './_mainservice.md';

/** /service/mainservice, kept from the original site: every service, and the way into our approach. */
export default function MainServicePage(): ReactNode {
  return (
    <ProsePage
      content={MainService}
      contentTitle={contentTitle}
      lead={lead}
      file="src/pages/service/mainservice/_mainservice.md"
    />
  );
}
