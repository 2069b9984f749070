import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ContactLink from '@site/src/components/ContactLink';
import { company, formatAddress } from '@site/src/data/company';
import { footerPolicyLinks, footerQuickLinks, type NavLink } from '@site/src/data/navigation';
import styles from './styles.module.css';

/**
 * The site footer, read entirely from the identity module and the route
 * table (the theme config's footer cannot render addresses or tel: links).
 */
function LinkList({ title, links }: { title: string; links: readonly NavLink[] }): ReactNode {
  return (
    <nav aria-label={title} className={styles.column}>
      <p className={styles.heading}>{title}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Footer(): ReactNode {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <section className={styles.column} aria-labelledby="footer-company">
            <p id="footer-company" className={styles.heading}>
              {company.tradingName}
            </p>
            <p>{company.about}</p>
            <dl className={styles.identifiers}>
              <dt>Company registration number</dt>
              <dd>{company.companyNumber}</dd>
              <dt>D-U-N-S number</dt>
              <dd>{company.dunsNumber}</dd>
            </dl>
          </section>
          <section className={styles.column} aria-labelledby="footer-contact">
            <p id="footer-contact" className={styles.heading}>
              Get in touch
            </p>
            <address className={styles.address}>{formatAddress()}</address>
            <ul className={styles.links}>
              {company.phones.map((phone) => (
                <li key={phone.e164}>
                  {phone.label}: <ContactLink phone={phone} />
                </li>
              ))}
              <li>
                <ContactLink email={company.email} />
              </li>
              <li>{company.hours.summary}</li>
            </ul>
          </section>
          <LinkList title="Quick links" links={footerQuickLinks} />
          <LinkList title="Policies" links={footerPolicyLinks} />
          <section className={styles.column} aria-labelledby="footer-posts">
            <p id="footer-posts" className={styles.heading}>
              Recent work
            </p>
            <ul className={styles.posts}>
              {company.recentPosts.map((post) => (
                <li key={post.title}>
                  <span className={styles.postTitle}>{post.title}</span>
                  <span>{post.teaser}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className={styles.copyright}>
          © {company.copyrightYear} {company.legalName}. Registered in England and Wales.
        </p>
      </div>
    </footer>
  );
}
