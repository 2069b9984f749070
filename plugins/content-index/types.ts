import type { DocFrontMatter, PolicyFrontMatter, PostFrontMatter } from './frontMatter';

export type PolicySummary = PolicyFrontMatter & { file: string };
export type FaqSummary = DocFrontMatter & { file: string; questionCount: number };
/** A post, newest first; `permalink` is its route without the base URL. */
export type PostSummary = PostFrontMatter & { file: string; permalink: string };

/** Global data of the `content-index` plugin, read by the index pages. */
export type ContentIndex = {
  policies: PolicySummary[];
  faqs: FaqSummary[];
  posts: PostSummary[];
};
