import type { Plugin } from '@docusaurus/types';
import { openLinkedDetails } from '../../src/utils/openLinkedDetails';

/**
 * Opens, at the first paint, the closed `<details>` whose summary holds the
 * element a link's fragment names (src/utils/openLinkedDetails.ts, the one
 * copy of the rule, whose source this writes into the page). React, whose
 * scripts start after the first paint, and src/clientModules/faqDeepLink.ts
 * keep doing it after that.
 *
 * The script runs once, right after the page's HTML (`postBodyTags`), before
 * the page is painted and before the browser scrolls to the fragment. The
 * Content-Security-Policy hashes it like every inline script.
 */
export const openLinkedDetailsScript = `(${openLinkedDetails.toString()})(location.hash)`;

/**
 * Without JavaScript the same panel shows its content while its question is
 * the fragment's target, and a click on the summary then hides it: the
 * `open` state is inverted for that one panel, so it still opens and closes.
 * Engines without `::details-content` drop the rule and show it closed.
 */
export const openLinkedDetailsStyle =
  'details:has(>summary :target):not([open])::details-content{content-visibility:visible;display:block}' +
  'details:has(>summary :target)[open]::details-content{content-visibility:hidden;display:none}';

export default function openLinkedDetailsPlugin(): Plugin {
  return {
    name: 'open-linked-details',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'noscript', innerHTML: `<style>${openLinkedDetailsStyle}</style>` }],
        postBodyTags: [{ tagName: 'script', innerHTML: openLinkedDetailsScript }],
      };
    },
  };
}
