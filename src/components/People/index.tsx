import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Card from '@site/src/components/Card';
import FitGrid from '@site/src/components/FitGrid';
import { initials, people, peopleLabels } from '@site/src/data/people';
import styles from './styles.module.css';

/** The people a client works with, from src/data/team.json; initials stand for a picture. */
export default function People(): ReactNode {
  return (
    <FitGrid count={people.length} max={4} className={styles.people}>
      {people.map((person) => (
        <Card as="li" key={person.key} className={styles.person} data-person={person.key}>
          <span className={styles.initials} aria-hidden="true">
            {initials(person.name)}
          </span>
          <div>
            <Heading as="h3" className={styles.name}>
              {person.name}
            </Heading>
            <p className={styles.role}>{person.title}</p>
          </div>
          <p className={styles.description}>{person.description}</p>
          <dl className={styles.facts}>
            <dt>Qualifications</dt>
            <dd>
              <ul>
                {person.qualifications.map((qualification) => (
                  <li key={qualification}>{qualification}</li>
                ))}
              </ul>
            </dd>
            <dt>Security clearance</dt>
            <dd>{person.clearance ?? peopleLabels.noClearance}</dd>
            <dt>Pre-employment check</dt>
            <dd>{person.preEmploymentCheck}</dd>
          </dl>
        </Card>
      ))}
    </FitGrid>
  );
}
