import type { CSSProperties } from 'react';

/**
 * The carousel's rhythm before React takes over, and without JavaScript: a CSS animation per slide and dot from the
 * first paint, its timing worked out here from the slide count and interval, so adding a slide needs no CSS
 * (docs/maintaining/decisions.md#carousel-cycle).
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

/** How long this carousel's CSS cycle has run, less pauses; undefined when there is none (reduced motion, no Web Animations). */
export function cycleElapsed(firstSlide: Element | null | undefined): number | undefined {
  if (!firstSlide || typeof firstSlide.getAnimations !== 'function') return undefined;
  const time = firstSlide.getAnimations()[0]?.currentTime;
  return typeof time === 'number' ? time : undefined;
}
