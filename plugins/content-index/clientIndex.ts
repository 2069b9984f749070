import type { ClientContentIndex, ContentIndex } from '../../src/data/content';

/** A doc's id in its docs plugin: its file's name without `.md` (the policies and FAQs sit at their folder's top). */
const docId = (file: string) => file.replace(/^.*\//, '').replace(/\.mdx?$/, '');

export function clientContentIndex(
  { policies, faqs, posts }: ContentIndex,
  storageNamespace: string,
): ClientContentIndex {
  return {
    storageNamespace,
    policies: policies.map(({ file, slug, title, version, last_reviewed, approval, menu_label, pdf }) => ({
      id: docId(file),
      slug,
      title,
      version,
      last_reviewed,
      ...(approval && { approval }),
      ...(menu_label && { menu_label }),
      ...(!pdf && { pdf }),
    })),
    faqs: faqs.map(({ file, slug, title, questionCount }) => ({ id: docId(file), slug, title, questionCount })),
    posts: posts
      .filter((post) => post.type === 'case study')
      .map(({ title, description, permalink, region, tags }) => ({
        title,
        description,
        permalink,
        region,
        ...(tags && { tags }),
      })),
  };
}
