// THEME-COMPONENT: replaces Footer of @docusaurus/theme-classic 3.10.2, whose source hashed 14e53211c59a (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import ContactLink from '@site/src/components/ContactLink';
import { company, formatAddress } from '@site/src/data/company';
import { formatHours } from '@site/src/data/openingHours';
import { footerLabels, footerQuickLinks, type NavLink } from '@site/src/data/navigation';
import { blogCopy } from '@site/src/data/blog';
import { legacyPolicySlugs } from '@site/src/data/routes';
import { newestCaseStudyPerRegion, useContentIndex, usePolicyDocumentLinks } from '@site/src/utils/useContentIndex';
import styles from './styles.module.css';
import { fitGridAttributes } from '@site/src/components/FitGrid/columns';

/** A list of links under its title: closed on a phone (the menu has them), open from a tablet up. */
function LinkList({ title, links }: { title: string; links: readonly NavLink[] }): ReactNode {
  return (
    <nav aria-label={title} className={clsx(styles.column, styles.linkList)}>
      <p className={clsx(styles.heading, styles.listHeading)}>{title}</p>
      <details className={styles.group}>
        <summary className={clsx(styles.heading, styles.summary)}>{title}</summary>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

/** The site footer, from the identity module and the route table. */
export default function Footer(): ReactNode {
  const teasers = newestCaseStudyPerRegion(useContentIndex().posts);
  // The original site's eight policy pages, in the policies' order: every other document is on /policies/ and the hub.
  const policyLinks = usePolicyDocumentLinks().filter((link) =>
    legacyPolicySlugs.some((slug) => link.to.endsWith(`/${slug}`)),
  );
  // The home page shows the newest case studies in a section of its own: there the footer does not repeat them.
  const onHome = useLocation().pathname === useBaseUrl('/');
  const showTeasers = !onHome && teasers.length > 0;
  // The year of the build, which publishes the site's newest words: never a year behind after New Year.
  const copyrightYear = String(useDocusaurusContext().siteConfig.customFields?.buildDay).slice(0, 4);
  return (
    <footer className={styles.footer}>
      <div className="container">
        {/* Five columns (four on the home page): one row on a wide screen, rows of two or three below, one on a phone. */}
        <div className={styles.grid} {...fitGridAttributes(showTeasers ? 5 : 4, 5)}>
          <section className={styles.column} aria-labelledby="footer-company">
            <p id="footer-company" className={styles.heading}>
              {company.tradingName}
            </p>
            <dl className={styles.identifiers}>
              <dt>{footerLabels.companyNumber}</dt>
              <dd>{company.companyNumber}</dd>
              <dt>{footerLabels.dunsNumber}</dt>
              <dd>{company.dunsNumber}</dd>
            </dl>
          </section>
          <section className={styles.column} aria-labelledby="footer-contact">
            <p id="footer-contact" className={styles.heading}>
              {footerLabels.contact}
            </p>
            <address className={styles.address}>
              {footerLabels.registeredOffice}: {formatAddress()}
            </address>
            <ul className={styles.links}>
              {company.phones.map((phone) => (
                <li key={phone.e164}>
                  {phone.label}: <ContactLink phone={phone} />
                </li>
              ))}
              <li>
                <ContactLink email={company.email} />
              </li>
              <li>{formatHours()}</li>
            </ul>
          </section>
          <LinkList title={footerLabels.quickLinks} links={footerQuickLinks} />
          <LinkList title={footerLabels.policies} links={policyLinks} />
          {showTeasers && (
            <section className={styles.column} aria-labelledby="footer-posts">
              <p id="footer-posts" className={styles.heading}>
                {blogCopy.footerHeading}
              </p>
              <ul className={styles.posts}>
                {teasers.map((post) => (
                  <li key={post.permalink}>
                    <span className={styles.postRegion}>{blogCopy.footerRegion[post.region]}</span>
                    <Link to={post.permalink} className={styles.postTitle}>
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <p className={styles.copyright}>
          © {copyrightYear} {company.legalName}. {company.registeredIn}
        </p>
      </div>
    </footer>
  );
}
