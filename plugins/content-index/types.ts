import type { DocFrontMatter, PolicyFrontMatter } from './frontMatter';

export type PolicySummary = PolicyFrontMatter & { file: string };
export type FaqSummary = DocFrontMatter & { file: string; questionCount: number };

/** Global data of the `content-index` plugin, read by the index pages. */
export type ContentIndex = {
  policies: PolicySummary[];
  faqs: FaqSummary[];
};
