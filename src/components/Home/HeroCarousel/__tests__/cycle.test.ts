import { carouselTiming } from '@site/src/data/carousel';
import { heroSlides } from '@site/src/data/serviceLookup';
import { cycleElapsed, cyclePosition, cycleStyles, fadeMs } from '../cycle';

const count = heroSlides.length;
const interval = carouselTiming.intervalMs;
const styles = cycleStyles(count, interval);
const value = (style: object, name: string) => (style as Record<string, string>)[name]!;

/** A `linear()` easing's stops, as [output, fraction of the cycle]. */
function stops(easing: string): [number, number][] {
  const inner = /^linear\((.*)\)$/.exec(easing)![1]!;
  return inner.split(', ').map((stop) => {
    const [output, at] = stop.split(' ');
    return [Number(output), Number(at!.replace('%', '')) / 100];
  });
}

/** The keyframes' value (0 shown, 1 hidden) an easing gives `ms` into the cycle. */
function output(easing: string, ms: number): number {
  const points = stops(easing);
  const at = ms / (count * interval);
  for (let i = 1; i < points.length; i += 1) {
    const [v0, t0] = points[i - 1]!;
    const [v1, t1] = points[i]!;
    if (at < t1 || (at === t1 && i === points.length - 1))
      return t1 === t0 ? v1 : v0 + ((v1 - v0) * (at - t0)) / (t1 - t0);
  }
  return points.at(-1)![0];
}

/** What slide `position` shows (0 shown, 1 hidden) `ms` after the first paint, as the browser would run it. */
function slideAt(position: number, ms: number): number {
  const slide = styles.slide(position) as Record<string, string>;
  const delay = parseFloat(slide['--hero-delay']!);
  const easing = slide['--hero-slide-easing'] ?? value(styles.hero, '--hero-slide-easing');
  // Before its delay a slide shows as the HTML has it: the first shown, the others hidden.
  if (ms < delay) return position === 0 ? 0 : 1;
  return output(easing, (ms - delay) % (count * interval));
}

describe('the CSS cycle of the hero carousel', () => {
  it('lasts every slide once, and every easing runs from the start of the cycle to its end', () => {
    expect(value(styles.hero, '--hero-cycle')).toBe(`${count * interval}ms`);
    for (const easing of [
      value(styles.hero, '--hero-slide-easing'),
      value(styles.hero, '--hero-dot-easing'),
      value(styles.slide(0), '--hero-slide-easing'),
    ]) {
      const points = stops(easing);
      expect(points[0]![1]).toBe(0);
      expect(points.at(-1)![1]).toBe(1);
      for (let i = 1; i < points.length; i += 1) expect(points[i]![1]).toBeGreaterThanOrEqual(points[i - 1]![1]);
    }
  });

  it('shows slide k, alone and whole, from k intervals after the first paint (plus the fades) to the next change, over two turns', () => {
    for (let change = 0; change < 2 * count; change += 1) {
      for (const ms of [change * interval + 2 * fadeMs + 1, (change + 1) * interval - 1]) {
        const shown = Array.from({ length: count }, (_, position) => slideAt(position, ms) === 0);
        expect(shown).toEqual(Array.from({ length: count }, (_, position) => position === change % count));
      }
    }
  });

  it('never shows two slides at once while they change', () => {
    for (let ms = 0; ms < 2 * count * interval; ms += 25) {
      const showing = Array.from({ length: count }, (_, position) => slideAt(position, ms)).filter((v) => v < 0.99);
      expect(showing.length).toBeLessThanOrEqual(1);
    }
  });

  it('lights dot k from the change to slide k to the next', () => {
    for (let position = 0; position < count; position += 1) {
      expect(value(styles.dot(position), '--hero-delay')).toBe(`${position * interval}ms`);
    }
    const dot = value(styles.hero, '--hero-dot-easing');
    expect(output(dot, interval - 1)).toBe(0);
    expect(output(dot, interval + 1)).toBe(1);
    expect(output(dot, count * interval - 1)).toBe(1);
  });
});

describe('cyclePosition, where React takes over', () => {
  it('names the slide shown and the time left on it', () => {
    expect(cyclePosition(0, count, interval)).toEqual({ index: 0, untilNextMs: interval });
    expect(cyclePosition(2.5 * interval, count, interval)).toEqual({ index: 2, untilNextMs: interval / 2 });
    expect(cyclePosition(count * interval + 1, count, interval)).toEqual({ index: 0, untilNextMs: interval - 1 });
  });

  it('has nothing to take over without an animation (reduced motion, or no Web Animations API)', () => {
    expect(cycleElapsed(null)).toBeUndefined();
    expect(cycleElapsed({ getAnimations: () => [] } as unknown as Element)).toBeUndefined();
    expect(cycleElapsed({ getAnimations: () => [{ currentTime: 1234 }] } as unknown as Element)).toBe(1234);
  });
});
