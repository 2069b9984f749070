import { useEffect, type ReactNode } from 'react';
import { hydratedEvent } from '@site/src/utils/hydratedEvent';

/**
 * Docusaurus renders Root above every page and keeps it across client-side
 * navigation, so its first effect runs once, after the effects of every
 * component below it (React runs a parent's effects after its children's):
 * the page then works as React built it. It says so to the first-paint
 * loader (plugins/post-build/afterFirstPaint.ts), which hands back a tap it
 * held on a button before then.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => {
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return children;
}
