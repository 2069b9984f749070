import { usePluginData } from '@docusaurus/useGlobalData';
import type { ContentIndex } from '@site/plugins/content-index/types';

/** The policy and FAQ summaries the `content-index` plugin read from Markdown. */
export function useContentIndex(): ContentIndex {
  return usePluginData('content-index') as ContentIndex;
}

type Post = ContentIndex['posts'][number];

/** The newest case study from each region, UAE first, for the footer. */
export function newestCaseStudyPerRegion(posts: readonly Post[]): Post[] {
  const caseStudies = posts.filter((post) => post.type === 'case study');
  return (['UAE', 'UK'] as const).flatMap((region) => caseStudies.find((post) => post.region === region) ?? []);
}

/** The `count` newest case studies, newest first, for the home page. */
export function newestCaseStudies(posts: readonly Post[], count: number): Post[] {
  return posts.filter((post) => post.type === 'case study').slice(0, count);
}
