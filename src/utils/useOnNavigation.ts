import { useEffect, useRef } from 'react';

/**
 * Runs `action` when `place` (the address, or the part of it that matters)
 * changes after the first render: a client-side navigation, never hydration.
 * Controls that work from the HTML use it to close themselves after a
 * navigation while keeping whatever the visitor opened before React took over.
 */
export function useOnNavigation(place: string, action: () => void): void {
  const shown = useRef(place);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    latest.current();
  }, [place]);
}
