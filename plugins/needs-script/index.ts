import type { Plugin } from '@docusaurus/types';

/**
 * Controls that only a script can work carry `data-needs-script`: with
 * scripts off they are hidden, so a visitor never meets a button that does
 * nothing. By default `visibility` keeps their room, so the controls around
 * them stay where they are (the carousel's arrows and pause button);
 * `data-needs-script="remove"` takes them out of the page, for something
 * offered instead (the enquiry form, in place of which the contact page gives
 * our email address and phone numbers).
 */
export const needsScriptStyle = '[data-needs-script]{visibility:hidden}[data-needs-script=remove]{display:none}';

export default function needsScriptPlugin(): Plugin {
  return {
    name: 'needs-script',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'noscript', innerHTML: `<style>${needsScriptStyle}</style>` }] };
    },
  };
}
