import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import Heading from '@theme/Heading';
import Illustration from '@site/src/components/Illustration';
import { carouselLabels, carouselTiming } from '@site/src/data/carousel';
import { heroSlides } from '@site/src/data/serviceLookup';
import { useCarousel } from './useCarousel';
import { cycleStyles } from './cycle';
import styles from './styles.module.css';
import { buttonClass } from '@site/src/utils/buttons';
import { fitWidths } from '@site/src/components/FitGrid/columns';

/** Previous or next: only a script can do this, so the arrows stay hidden (keeping their room) until React takes over. */
function ArrowButton({ label, symbol, onClick }: { label: string; symbol: string; onClick: () => void }): ReactNode {
  return (
    <button type="button" className={styles.arrow} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

/**
 * A slide's call to action: a `Link` only on the slide on show, since the slides share one box and seven `Link`s in
 * view prefetched seven service pages' scripts for slides nobody could see yet.
 */
function SlideAction({ to, onShow, children }: { to: string; onShow: boolean; children: ReactNode }): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const { trailingSlash, baseUrl } = useDocusaurusContext().siteConfig;
  const brokenLinks = useBrokenLinks();
  if (onShow) {
    return (
      <Link className={buttonClass.primary} to={to}>
        {children}
      </Link>
    );
  }
  // The address Link would write, base path and trailing slash included; and, as Link does, handed to the
  // build's broken-link check (which a plain link is not).
  const href = applyTrailingSlash(withBaseUrl(to), { trailingSlash, baseUrl });
  brokenLinks.collectLink(href);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a slide not on show; see above
    <a className={buttonClass.primary} href={href}>
      {children}
    </a>
  );
}

/** Each slide's id: a dot links to it, so a slide can be shown (and linked to) without a script. */
const slideIds = heroSlides.map((_, position) => `hero-slide-${position + 1}`);

/**
 * The home page hero: seven slides from the service vocabulary in one grid cell (no layout shift), hidden ones
 * `inert`. Before hydration and without JavaScript a CSS cycle turns them and each dot links to its slide; React
 * takes over from the slide on show. In full: docs/maintaining/decisions.md#hero-carousel.
 */
/** Where the slides show their pictures: not on a phone (see the styles). */
const pictureMedia = `(min-width: ${fitWidths.sm}px)`;

/** When each slide and dot shows in the CSS cycle: the same for every render. */
const cycle = cycleStyles(heroSlides.length, carouselTiming.intervalMs);

export default function HeroCarousel(): ReactNode {
  const carousel = useCarousel(heroSlides.length, carouselTiming.intervalMs, slideIds);
  const brokenLinks = useBrokenLinks();
  slideIds.forEach((id) => brokenLinks.collectAnchor(id));
  const firstImage = useBaseUrl(heroSlides[0]!.service.image.src);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };
  return (
    <section
      ref={carousel.hero}
      className={styles.hero}
      data-cycle={carousel.cycling ? '' : undefined}
      style={cycle.hero}
      aria-roledescription="carousel"
      aria-label={carouselLabels.region}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}>
      <Head>
        {/* The first slide's image is the page's largest paint: fetch it first, where it is shown. */}
        <link rel="preload" as="image" href={firstImage} fetchPriority="high" media={pictureMedia} />
      </Head>
      <div className={styles.controls}>
        <label className={styles.pause}>
          {/* Uncontrolled: a tick made before hydration stands, and React reads it when it takes over. */}
          <input
            ref={carousel.pause}
            type="checkbox"
            className={styles.pauseBox}
            onChange={(event) => carousel.setPlaying(!event.currentTarget.checked)}
          />
          {carouselLabels.pause}
        </label>
      </div>
      <div className={styles.slides} aria-live={carousel.advancing ? 'off' : 'polite'}>
        {heroSlides.map((slide, position) => {
          const active = position === carousel.index;
          return (
            <div
              key={slide.service.slug}
              id={slideIds[position]}
              className={clsx(styles.slide, active && styles.active)}
              style={cycle.slide(position)}
              role="group"
              aria-roledescription="slide"
              aria-label={carouselLabels.slideOf(position + 1, heroSlides.length)}
              // Until React takes over, CSS decides which slide shows (visibility hides the others from everyone).
              aria-hidden={carousel.cycling ? undefined : !active}
              inert={carousel.cycling ? undefined : !active}>
              <div className={styles.copy}>
                {/* The service's name is part of the heading, so moving by headings names it. */}
                <Heading as="h2" className={styles.title}>
                  <span className={styles.service}>
                    {slide.service.title}
                    <span className="sr-only">: </span>
                  </span>
                  {slide.title}
                </Heading>
                <p className={styles.line}>{slide.line}</p>
                <SlideAction to={slide.to} onShow={active}>
                  {slide.cta}
                </SlideAction>
              </div>
              <Illustration
                src={slide.service.image.src}
                alt={slide.service.image.alt}
                className={styles.image}
                eager={position === 0}
              />
            </div>
          );
        })}
      </div>
      <div className={styles.nav}>
        <ArrowButton label={carouselLabels.previous} symbol="‹" onClick={carousel.previous} />
        <ul className={styles.dots}>
          {heroSlides.map((slide, position) => (
            <li key={slide.service.slug}>
              <Link
                to={`#${slideIds[position]}`}
                className={clsx(styles.dot, position === carousel.index && styles.dotActive)}
                style={cycle.dot(position)}
                aria-label={carouselLabels.goTo(position + 1, slide.title)}
                aria-current={position === carousel.index ? 'true' : undefined}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  carousel.goTo(position);
                }}
              />
            </li>
          ))}
        </ul>
        <ArrowButton label={carouselLabels.next} symbol="›" onClick={carousel.next} />
      </div>
    </section>
  );
}
