import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import { useContentIndex } from '@site/src/utils/useContentIndex';
import { docIndexLabels } from '@site/src/data/contentIndexLabels';
import { routes } from '@site/src/data/routes';
import { formatUkDate } from '@site/src/utils/date';
import FitGrid from '@site/src/components/FitGrid';
import styles from './styles.module.css';
import Card from '@site/src/components/Card';

type DocCard = { slug: string; title: string; description: string; meta: string };

/** Which Markdown pages to list, and where their routes start. */
const sections = {
  policies: { base: routes.policies },
  faqs: { base: routes.faq },
} as const;

/** Every policy or FAQ page from its own front matter: a linked title, its summary, and what a reader checks first. */
export default function DocIndex({ of }: { of: keyof typeof sections }): ReactNode {
  const index = useContentIndex();
  // DOCUSAURUS-INTERNAL: docs-version-docs.
  // Each page's summary from the docs version this index page belongs to (its route loads it anyway),
  // so the summaries are not in every page's global data.
  const { docs } = useDocsVersion();
  const description = (id: string) => {
    const found = docs[id]?.description;
    if (found === undefined) throw new Error(`<DocIndex of="${of}" />: no doc "${id}" in this page's docs`);
    return found;
  };
  const cards: DocCard[] =
    of === 'policies'
      ? index.policies.map((policy) => ({
          ...policy,
          description: description(policy.id),
          meta: docIndexLabels.policyStatus(policy.version, formatUkDate(policy.last_reviewed)),
        }))
      : index.faqs.map((faq) => ({
          ...faq,
          description: description(faq.id),
          meta: docIndexLabels.questionCount(faq.questionCount),
        }));
  return (
    <FitGrid count={cards.length} max={3} className={styles.list}>
      {cards.map((card) => (
        <Card as="li" key={card.slug} className={styles.item}>
          <Heading as="h2" className={styles.title}>
            <Link to={`${sections[of].base}${card.slug}`}>{card.title}</Link>
          </Heading>
          <p>{card.description}</p>
          <p className={styles.meta}>{card.meta}</p>
        </Card>
      ))}
    </FitGrid>
  );
}
