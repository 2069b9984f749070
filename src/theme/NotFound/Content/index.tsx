// THEME-COMPONENT: replaces NotFound/Content of @docusaurus/theme-classic 3.10.2, whose source hashed 44b71ba528b1 (npm run swizzle:diff; UPGRADING.md).
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useHistory, useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import { notFoundCopy, notFoundLinks, notFoundRedirectSeconds } from '@site/src/data/notFound';
import { routes } from '@site/src/data/routes';
import PageHeader from '@site/src/components/PageHeader';
import styles from './styles.module.css';
import { buttonClass } from '@site/src/utils/buttons';

/**
 * An unknown path says so, offers next steps, then sends the visitor home after a countdown they can stop (WCAG
 * 2.2.1). "Stay on this page" links to `#stay`, so a tap before hydration is kept and the countdown never starts.
 */
const stayAnchor = 'stay';
export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  const history = useHistory();
  const { pathname } = useLocation();
  const [secondsLeft, setSecondsLeft] = useState(notFoundRedirectSeconds);
  const [staying, setStaying] = useState(false);
  // 404.html is rendered once, at build time, for every unknown address, so the
  // address is shown only after hydration; rendering it at once would differ
  // from the static HTML (React error #418).
  const [shownPath, setShownPath] = useState<string>();
  useEffect(() => setShownPath(pathname), [pathname]);
  useBrokenLinks().collectAnchor(stayAnchor);
  useEffect(() => {
    if (window.location.hash === `#${stayAnchor}`) setStaying(true);
  }, []);

  useEffect(() => {
    if (staying) return undefined;
    if (secondsLeft <= 0) {
      history.replace(routes.home);
      return undefined;
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, staying, history]);

  return (
    <main className={className}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <PageHeader title={notFoundCopy.title} lead={notFoundCopy.body(shownPath)} />
      <div className={clsx('container', styles.panel)}>
        <p id={stayAnchor} className={styles.countdown} role="status" aria-live="polite">
          {staying ? notFoundCopy.stopped : notFoundCopy.countdown(secondsLeft)}
        </p>
        {/* Most visitors want the home page, so it is the primary action; staying is the countdown's control. */}
        <p className={styles.actions}>
          <Link className={buttonClass.primary} to={routes.home}>
            {notFoundCopy.homeLink}
          </Link>
          {!staying && (
            <Link
              className={buttonClass.secondary}
              to={`#${stayAnchor}`}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                setStaying(true);
              }}>
              {notFoundCopy.stay}
            </Link>
          )}
        </p>
        <Heading as="h2" className={styles.helpHeading}>
          {notFoundCopy.helpHeading}
        </Heading>
        <ul className={styles.links}>
          {notFoundLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
