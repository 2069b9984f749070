import type { ReactNode } from 'react';
import JsonLd from '@site/src/components/JsonLd';

/** FAQPage JSON-LD, built by the FAQ remark plugin from the page's own Markdown. */
export default function FaqStructuredData({ json }: { json: string }): ReactNode {
  return <JsonLd data={json} />;
}
