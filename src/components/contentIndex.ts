import { usePluginData } from '@docusaurus/useGlobalData';
import type { ContentIndex } from '@site/plugins/content-index/types';

/** The policy and FAQ summaries the `content-index` plugin read from Markdown. */
export function useContentIndex(): ContentIndex {
  return usePluginData('content-index') as ContentIndex;
}
