import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { people } from '@site/src/data/people';
import { serviceProof, serviceProofLabels as labels } from '@site/src/data/serviceProof';
import type { ServiceSlug } from '@site/src/data/services';
import { newestCaseStudyTagged, useContentIndex } from '@site/src/utils/useContentIndex';
import styles from './styles.module.css';

/** The person record's entry for a service's lead; a key that names no one stops the build. */
function leadOf(slug: ServiceSlug, key: string) {
  const lead = people.find((person) => person.key === key);
  if (!lead)
    throw new Error(`src/data/serviceProof.ts: "${slug}" is led by "${key}", who is not in src/data/team.json`);
  return lead;
}

/**
 * Beside a service's title: who leads it, with their qualifications and vetting, its price where the site states
 * one, and its newest case study where there is one. All from the records: serviceProof.ts, team.json and the posts.
 */
export default function ServiceProof({ slug }: { slug: ServiceSlug }): ReactNode {
  const service = serviceProof[slug];
  const lead = leadOf(slug, service.lead);
  const caseStudy = newestCaseStudyTagged(useContentIndex().posts, service.caseStudyTag);
  return (
    <aside className={clsx('on-navy-panel', styles.proof)} aria-label={labels.name}>
      <p className={styles.label}>{labels.lead}</p>
      <p className={styles.person}>
        <strong>{lead.name}</strong>, {lead.title}
      </p>
      <ul className={styles.facts}>
        {lead.qualifications.map((qualification) => (
          <li key={qualification}>{qualification}</li>
        ))}
        <li>
          {lead.clearance ? `${labels.clearance}: ${lead.clearance}` : `${labels.check}: ${lead.preEmploymentCheck}`}
        </li>
      </ul>
      {service.price && (
        <>
          <p className={styles.label}>{labels.price}</p>
          <p>
            {service.price.text}. <Link to={service.price.faq}>{labels.howWePrice}</Link>
          </p>
        </>
      )}
      {caseStudy && (
        <>
          <p className={styles.label}>{labels.caseStudy}</p>
          <p>
            <Link to={caseStudy.permalink}>{caseStudy.title}</Link>
          </p>
        </>
      )}
    </aside>
  );
}
