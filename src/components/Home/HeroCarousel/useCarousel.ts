import { useCallback, useEffect, useRef, useState } from 'react';
import { idFromHash } from '@site/src/utils/hashId';
import { cycleElapsed, cyclePosition } from './cycle';

/**
 * An auto-advancing carousel that respects its visitor: React takes over where the CSS cycle got to; it never advances
 * while paused, hovered or focused (WCAG 2.2.2), starts paused under reduced motion, and runs only in the browser.
 */
export function useCarousel(count: number, intervalMs: number, ids: readonly string[] = []) {
  const hero = useRef<HTMLElement>(null);
  const pause = useRef<HTMLInputElement>(null);
  const [index, setIndex] = useState(0);
  /** True while the CSS cycle, not React, moves the slides: in the HTML, and until the first effect. */
  const [cycling, setCycling] = useState(true);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** After taking over: the time left on the slide the CSS cycle was showing. */
  const firstTick = useRef<number | undefined>(undefined);

  useEffect(() => {
    const section = hero.current;
    // A slide the address names (a dot followed before hydration, or a shared link) is where it starts.
    const id = idFromHash(window.location.hash);
    const named = id === undefined ? -1 : ids.indexOf(id);
    const elapsed = cycleElapsed(section?.querySelector('[aria-roledescription="slide"]'));
    if (named >= 0) setIndex(named);
    else if (elapsed !== undefined) {
      const position = cyclePosition(elapsed, count, intervalMs);
      setIndex(position.index);
      firstTick.current = position.untilNextMs;
    }
    if (pause.current?.checked) setPlaying(false);
    if (section) {
      setHovered(section.matches(':hover'));
      setFocused(section.matches(':focus-within'));
    }
    setCycling(false);
  }, [count, intervalMs, ids]);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const stop = () => {
      setPlaying(false);
      if (pause.current) pause.current.checked = true;
    };
    if (query.matches) stop();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) stop();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  /** Moving on its own: by the CSS cycle, then by React's timer. */
  const advancing = playing && !hovered && !focused;
  const timed = advancing && !cycling;
  useEffect(() => {
    if (!timed) return undefined;
    const tick = () => {
      setIndex((current) => (current + 1) % count);
      timer = window.setTimeout(tick, intervalMs);
    };
    let timer = window.setTimeout(tick, firstTick.current ?? intervalMs);
    firstTick.current = undefined;
    return () => window.clearTimeout(timer);
  }, [timed, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    hero,
    pause,
    index,
    cycling,
    playing,
    advancing,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    setPlaying,
    setHovered,
    setFocused,
  };
}
