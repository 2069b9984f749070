import { useEffect, useRef } from 'react';

/** Runs `action` when `place` changes after the first render: a client-side navigation, never hydration. */
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
