import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import { formatWithin, formatWorkingDay, responseTargets, type ResponseTargetKey } from '@site/src/data/serviceLevels';
import { contactCopy } from '@site/src/data/contact';
import styles from './styles.module.css';

/** Every response target with its reason, from the service-level data. */
export default function ResponseTargets(): ReactNode {
  const keys = Object.keys(responseTargets) as ResponseTargetKey[];
  return (
    <section aria-labelledby="response-targets-heading-text" className={styles.targets}>
      <Heading as="h3" id="response-targets-heading">
        <span id="response-targets-heading-text">{contactCopy.responseTargetsHeading}</span>
      </Heading>
      <dl className={styles.list}>
        {keys.map((key) => {
          const target = responseTargets[key];
          return (
            <div key={key} className={styles.item}>
              <dt>{target.appliesTo}</dt>
              <dd>
                <span className={styles.within}>
                  {capitalise(target.action)} {formatWithin(key)}.
                </span>{' '}
                {target.why}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className={styles.definition}>
        {contactCopy.workingDay} {formatWorkingDay()}.
      </p>
    </section>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
