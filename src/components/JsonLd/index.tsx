import type { ReactNode } from 'react';

/**
 * A JSON-LD data block, rendered in the page body where search engines read
 * it as well as in the head. It is data, not script, so the CSP need not
 * allow it; `<` is escaped so no text can close the element early.
 */
export default function JsonLd({ data }: { data: string | object }): ReactNode {
  const json = (typeof data === 'string' ? data : JSON.stringify(data)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
