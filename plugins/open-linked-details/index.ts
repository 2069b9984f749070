import type { Plugin } from '@docusaurus/types';

/**
 * Opens, at the first paint, a closed `<details>` whose summary holds the
 * element a link's fragment names: an FAQ question (`/faq/x/#question`) is
 * the heading inside its panel's summary, where the browsers' own "open the
 * details that holds the target" does not apply (the summary shows while the
 * panel is closed). React, whose scripts start after the first paint, and
 * src/clientModules/faqDeepLink.ts keep doing it after that.
 *
 * The script runs once, right after the page's HTML (`postBodyTags`), before
 * the page is painted and before the browser scrolls to the fragment. The
 * Content-Security-Policy hashes it like every inline script.
 */
export const openLinkedDetailsScript =
  '(function(){var h=location.hash;if(h.length<2)return;var t;' +
  'try{t=document.getElementById(decodeURIComponent(h.slice(1)))}catch(e){return}' +
  'var d=t&&t.closest("details");if(d)d.open=true})()';

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
