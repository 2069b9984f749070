import type { ReactNode } from 'react';
import { ProsePage } from '@site/src/components/PageProse';
// Every sentence of the page is Markdown beside it (plugins/page-prose).
import HowWeWork, { contentTitle, lead } from './_service.md';

/** /service, kept from the original site: how an engagement with us runs. */
export default function HowWeWorkPage(): ReactNode {
  return <ProsePage content={HowWeWork} contentTitle={contentTitle} lead={lead} file="src/pages/service/_service.md" />;
}
