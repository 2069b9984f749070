import type { Plugin } from '@docusaurus/types';

/**
 * Controls that only a script can work (the carousel's arrows and pause
 * button) carry `data-needs-script`: with scripts off they are hidden, so a
 * visitor never meets a button that does nothing. `visibility` keeps their
 * room, so the controls around them stay where they are.
 */
export const needsScriptStyle = '[data-needs-script]{visibility:hidden}';

export default function needsScriptPlugin(): Plugin {
  return {
    name: 'needs-script',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'noscript', innerHTML: `<style>${needsScriptStyle}</style>` }] };
    },
  };
}
