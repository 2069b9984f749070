import { usePluginData } from '@docusaurus/useGlobalData';
import type { ClientContentIndex } from '@site/src/data/content';
import type { PageLink } from '@site/src/data/pages';
import { policyDocumentLink } from '@site/src/data/policyDocuments';

/** The policy and FAQ summaries the `content-index` plugin read from Markdown. */
export function useContentIndex(): ClientContentIndex {
  return usePluginData('content-index') as ClientContentIndex;
}

/** Every policy as a link by `sidebar_position`, named by `menu_label` or title: the Policies menu and the footer. */
export function usePolicyDocumentLinks(): PageLink[] {
  return useContentIndex().policies.map(policyDocumentLink);
}

type Post = ClientContentIndex['posts'][number];

/** The newest case study from each region, UAE first, for the footer. */
export function newestCaseStudyPerRegion(posts: readonly Post[]): Post[] {
  return (['UAE', 'UK'] as const).flatMap((region) => posts.find((post) => post.region === region) ?? []);
}

/** The `count` newest case studies, newest first, for the home page. */
export function newestCaseStudies(posts: readonly Post[], count: number): Post[] {
  return posts.slice(0, count);
}

/** The newest case study tagged `tag` (a service's `caseStudyTag`), if there is one. */
export function newestCaseStudyTagged(posts: readonly Post[], tag: string | undefined): Post | undefined {
  return tag === undefined ? undefined : posts.find((post) => post.tags?.includes(tag));
}
