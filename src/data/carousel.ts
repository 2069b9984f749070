/** Timing and control labels of the home page's hero carousel. */
export const carouselTiming = {
  /** How long each slide shows before the next fades in. */
  intervalMs: 3000,
} as const;

export const carouselLabels = {
  region: 'Featured services',
  previous: 'Previous slide',
  next: 'Next slide',
  /** A checkbox's label: ticked, the slideshow stands still (with or without JavaScript). */
  pause: 'Pause slideshow',
  goTo: (position: number, title: string) => `Show slide ${position}: ${title}`,
  slideOf: (position: number, total: number) => `${position} of ${total}`,
} as const;
