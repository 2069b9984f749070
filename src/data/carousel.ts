/** Timing and control labels of the home page's hero carousel. */
export const carouselTiming = {
  /** How long each slide shows before the next fades in. */
  intervalMs: 3000,
} as const;

export const carouselLabels = {
  region: 'Featured services',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
  pauseDescription: 'Pause the slideshow',
  playDescription: 'Play the slideshow',
  goTo: (position: number, title: string) => `Show slide ${position}: ${title}`,
  slideOf: (position: number, total: number) => `${position} of ${total}`,
} as const;
