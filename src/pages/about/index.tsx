import type { ReactNode } from 'react';
import { ProsePage } from '@site/src/components/PageProse';
// Every sentence of the page is Markdown beside it (plugins/page-prose).
import About, { contentTitle, lead } from './_about.md';

export default function AboutPage(): ReactNode {
  return <ProsePage content={About} contentTitle={contentTitle} lead={lead} file="src/pages/about/_about.md" />;
}
