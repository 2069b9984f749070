import { useCallback, useEffect, useState } from 'react';
import { idFromHash } from '@site/src/utils/hashId';

/**
 * State of an auto-advancing carousel that respects its visitor:
 * - it advances only while `playing`, and never while hovered or focused
 *   (WCAG 2.2.2 Pause, Stop, Hide);
 * - under `prefers-reduced-motion: reduce` it starts paused;
 * - the timer exists only in the browser, never during the static build.
 */
export function useCarousel(count: number, intervalMs: number, ids: readonly string[] = []) {
  const [index, setIndex] = useState(0);

  // A slide the address names (a dot followed before hydration, or a shared link) is where it starts.
  useEffect(() => {
    const id = idFromHash(window.location.hash);
    const named = id === undefined ? -1 : ids.indexOf(id);
    if (named >= 0) setIndex(named);
  }, [ids]);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (query.matches) setPlaying(false);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const advancing = playing && !hovered && !focused;
  useEffect(() => {
    if (!advancing) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [advancing, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index,
    playing,
    advancing,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    togglePlaying: () => setPlaying((value) => !value),
    setHovered,
    setFocused,
  };
}
