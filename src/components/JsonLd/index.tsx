import type { ReactNode } from 'react';

/** A JSON-LD data block in the body: data, not script, for the CSP; `<` is escaped so no text closes it early. */
export default function JsonLd({ data }: { data: string | object }): ReactNode {
  const json = (typeof data === 'string' ? data : JSON.stringify(data)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
