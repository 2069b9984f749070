import type { CSSProperties } from 'react';

/**
 * The carousel's rhythm before React has taken it over, and without
 * JavaScript: a CSS animation per slide (and per dot), which starts with the
 * first paint. The keyframes in styles.module.css only go from "shown" to
 * "hidden"; when each slide is shown comes from here, from the number of
 * slides and the interval in the data, as a `linear()` easing, a duration and
 * a delay set on the elements. So adding a slide changes the cycle, not the
 * CSS.
 *
 * Each slide's and each dot's animation runs over the whole cycle (every
 * slide once), and starts (after a delay) when its slide begins to change in:
 * the slide before fades out, this one fades in, stays, and fades out as the
 * next changes in; a dot is lit from one change to the next. Slide k begins
 * to change in at k × interval after the first paint, as React's timer does
 * after it (useCarousel.ts). The first slide is the one the HTML shows, so
 * its first turn has no fade in: its animation starts once it is fully shown,
 * with an easing of its own.
 */

/** The leaving slide fades out for this long, then the next fades in for as long (see the styles' transitions). */
export const fadeMs = 300;

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;

/** Keyframes: 0 is "shown" (a lit dot), 1 "hidden"; each stop is (value, fraction of the cycle). */
const easing = (stops: readonly (readonly [number, number])[]) =>
  `linear(${stops.map(([value, at]) => `${value} ${percent(at)}`).join(', ')})`;

/** The custom properties and delays that time the CSS cycle. */
export interface CycleStyles {
  hero: CSSProperties;
  slide: (position: number) => CSSProperties;
  dot: (position: number) => CSSProperties;
}

export function cycleStyles(count: number, intervalMs: number): CycleStyles {
  const cycle = count * intervalMs;
  const at = (ms: number) => ms / cycle;
  const delay = (ms: number) => ({ '--hero-delay': `${ms}ms` }) as CSSProperties;
  return {
    hero: {
      '--hero-cycle': `${cycle}ms`,
      '--hero-slide-easing': easing([
        [1, 0],
        [1, at(fadeMs)],
        [0, at(2 * fadeMs)],
        [0, at(intervalMs)],
        [1, at(intervalMs + fadeMs)],
        [1, 1],
      ]),
      '--hero-dot-easing': easing([
        [0, 0],
        [0, at(intervalMs)],
        [1, at(intervalMs)],
        [1, 1],
      ]),
    } as CSSProperties,
    slide: (position) =>
      position === 0
        ? ({
            ...delay(2 * fadeMs),
            '--hero-slide-easing': easing([
              [0, 0],
              [0, at(intervalMs - 2 * fadeMs)],
              [1, at(intervalMs - fadeMs)],
              [1, at(cycle - fadeMs)],
              [0, 1],
            ]),
          } as CSSProperties)
        : delay(position * intervalMs),
    dot: (position) => delay(position * intervalMs),
  };
}

/** Which slide the CSS cycle shows `elapsedMs` after it started, and how long until it changes. */
export function cyclePosition(elapsedMs: number, count: number, intervalMs: number) {
  const changes = Math.floor(elapsedMs / intervalMs);
  return { index: changes % count, untilNextMs: intervalMs - (elapsedMs - changes * intervalMs) };
}

/**
 * How long the CSS cycle of this carousel has run (less any time it was
 * paused), from the first slide's animation; undefined when there is none
 * (reduced motion, or a browser without the Web Animations API).
 */
export function cycleElapsed(firstSlide: Element | null | undefined): number | undefined {
  if (!firstSlide || typeof firstSlide.getAnimations !== 'function') return undefined;
  const time = firstSlide.getAnimations()[0]?.currentTime;
  return typeof time === 'number' ? time : undefined;
}
