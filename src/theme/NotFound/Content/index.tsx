import { useEffect, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Heading from '@theme/Heading';
import { notFoundCopy } from '@site/src/data/notFound';
import { routes } from '@site/src/data/routes';

/**
 * An unknown path sends the visitor home. GitHub Pages answers it with
 * 404.html (status 404, so search engines drop it); once the page runs in a
 * browser it replaces itself with the home page. The redirect is in an effect,
 * so the static build renders this message and never redirects.
 */
export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  const history = useHistory();
  useEffect(() => {
    history.replace(routes.home);
  }, [history]);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1">{notFoundCopy.title}</Heading>
          <p>{notFoundCopy.body}</p>
          <p>
            <Link to={routes.home}>{notFoundCopy.homeLink}</Link>
          </p>
        </div>
      </div>
    </main>
  );
}
