import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';

/**
 * FAQPage JSON-LD, built by the FAQ remark plugin from the page's own
 * Markdown. A data block is not executed, so the CSP does not need to allow it.
 */
export default function FaqStructuredData({ json }: { json: string }): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}
