import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { serviceRoute } from '@site/src/data/routes';
import { services } from '@site/src/data/services';
import styles from './styles.module.css';

/** Every service as a short list of links to its page, in the services' order: `<ServiceList />` in Markdown. */
export default function ServiceList(): ReactNode {
  return (
    <ul className={styles.list}>
      {services.map((service) => (
        <li key={service.slug}>
          <Link to={serviceRoute(service.slug)}>{service.title}</Link>
        </li>
      ))}
    </ul>
  );
}
