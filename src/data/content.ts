// The content's contracts: editors' front matter once checked, and the index the build hands the pages. The site and
// the build both import them from here, so the site never imports the build.

import type { Approval } from './approval';
import type { PackSection } from './tenderPack';

/** One entry of a policy's version history, oldest first. */
export type PolicyHistoryEntry = { version: string; date: string; summary: string };

export type DocFrontMatter = {
  title: string;
  description: string;
  slug: string;
  sidebar_position: number;
};

export type PolicyFrontMatter = DocFrontMatter & {
  owner: string;
  version: string;
  last_reviewed: string;
  next_review: string;
  /**
   * The day the company adopted the document, which may be years before this website first published it (the first
   * history entry): a buyer reads one apart from the other.
   */
  adopted?: string;
  /** Oldest first; the last entry is the current version. */
  history: PolicyHistoryEntry[];
  /** Who approved and signed a signed document, and when (see ./approval.ts). */
  approval?: Approval;
  /** Its name in the Policies menu and the footer, where the title is too long for them. */
  menu_label?: string;
  /** Whether the build prints it as a PDF (default true). */
  pdf: boolean;
  /** Whether the tender pack includes it (default: whether it has a PDF). */
  tender_pack: boolean;
  /** The tender pack's section it goes in (src/data/pdfs.ts; default `policies`). */
  pack_section: PackSection;
};

/** A retired document's old slug, and the slug of the one that replaces it, if one does. */
export type RetiredDocument = { slug: string; replaced_by?: string };
export type DocIndexFrontMatter = DocFrontMatter & { retired: RetiredDocument[] };

/** The values a post's `region` and `type` may take (see EDITING.md). */
export const postRegions = ['UK', 'UAE'] as const;
export const postTypes = ['case study', 'article'] as const;

/** A case study's contract value, in the bands bid panels use (excluding VAT). */
export const contractValueBands = [
  'under £25,000',
  '£25,000 to £100,000',
  '£100,000 to £500,000',
  'over £500,000',
] as const;

export type PostFrontMatter = {
  title: string;
  description: string;
  slug: string;
  date: string;
  region: (typeof postRegions)[number];
  type: (typeof postTypes)[number];
  /** A case study's facts (required for one, refused for an article); `client` only where the client may be named. */
  client?: string;
  sector?: string;
  value_band?: (typeof contractValueBands)[number];
  duration?: string;
  outcome?: string;
  reference?: boolean;
  /** Keys of blog/tags.yml, checked by the blog plugin. */
  tags?: string[];
};

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

/** What the browser gets: global data ships in every page, so only the fields a component reads (about 2.5 KiB gzip less). */
export type ClientContentIndex = {
  /** `menu_label` only where set, `pdf` only where false; descriptions come from the docs version (`id`). */
  policies: (Pick<PolicySummary, 'slug' | 'title' | 'version' | 'last_reviewed' | 'approval'> & {
    id: string;
  } & Partial<Pick<PolicySummary, 'menu_label' | 'pdf'>>)[];
  faqs: (Pick<FaqSummary, 'slug' | 'title' | 'questionCount'> & { id: string })[];
  /** The case studies only, newest first: no page reads an article from here. */
  posts: Pick<PostSummary, 'title' | 'description' | 'permalink' | 'region' | 'tags'>[];
  /** The suffix Docusaurus adds to the storage keys it names, so the cookies policy prints the keys a browser holds. */
  storageNamespace: string;
};
