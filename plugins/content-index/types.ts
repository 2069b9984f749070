import type { DocFrontMatter, PolicyFrontMatter, PostFrontMatter, RetiredDocument } from './frontMatter';

export type PolicySummary = PolicyFrontMatter & { file: string };
/** `questionIds`: each question's address on its page, in order (the build's check; not sent to the browser). */
export type FaqSummary = DocFrontMatter & { file: string; questionCount: number; questionIds: string[] };
/** A post, newest first; `permalink` is its route without the base URL. */
export type PostSummary = PostFrontMatter & { file: string; permalink: string };

/** Global data of the `content-index` plugin, read by the index pages. */
export type ContentIndex = {
  policies: PolicySummary[];
  /** Policies taken down, whose addresses redirect (the policy index's front matter). */
  retired: RetiredDocument[];
  faqs: FaqSummary[];
  /** FAQ pages taken down, whose addresses redirect (the FAQ index's front matter). */
  retiredFaqs: RetiredDocument[];
  posts: PostSummary[];
};

/**
 * What the browser gets: global data ships in every page's main bundle, so
 * only the fields a component reads (the index pages, the hub, the footer and
 * the home page), never the version histories or file names. About 2.5 KiB
 * gzip less on every page than the whole index.
 */
export type ClientContentIndex = {
  /**
   * `menu_label` only where it is set, `pdf` only where it is false: every page ships this. No
   * descriptions: the index pages read them from their docs version (`id` is the doc's id there).
   */
  policies: (Pick<PolicySummary, 'slug' | 'title' | 'version' | 'last_reviewed' | 'approval'> & {
    id: string;
  } & Partial<Pick<PolicySummary, 'menu_label' | 'pdf'>>)[];
  faqs: (Pick<FaqSummary, 'slug' | 'title' | 'questionCount'> & { id: string })[];
  posts: Pick<PostSummary, 'title' | 'description' | 'permalink' | 'type' | 'region'>[];
  /**
   * The suffix Docusaurus adds to the browser storage keys it names (the site's
   * `siteStorage.namespace`, '' unless namespacing is on): the cookies policy
   * prints the keys a browser really holds.
   */
  storageNamespace: string;
};

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
    posts: posts.map(({ title, description, permalink, type, region }) => ({
      title,
      description,
      permalink,
      type,
      region,
    })),
  };
}
