import type { Plugin } from '@docusaurus/types';
import { openLinkedDetails } from '../../src/utils/openLinkedDetails';

/**
 * Opens, before the first paint, the closed `<details>` holding the element a link's fragment names, with the one copy
 * of the rule (src/utils/openLinkedDetails.ts); the client module keeps doing it after. The CSP hashes the script.
 */
export const openLinkedDetailsScript = `(${openLinkedDetails.toString()})(location.hash)`;

/** Without JavaScript the fragment's panel shows open, its `open` state inverted so a click still closes it. */
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
