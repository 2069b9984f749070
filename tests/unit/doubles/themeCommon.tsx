import { useEffect } from 'react';

/** PageMetadata sets the document title, as Docusaurus's does through Head. */
export function PageMetadata({ title }: { title?: string }) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
