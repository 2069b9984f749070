import type { Plugin } from '@docusaurus/types';
import { needsScriptStyle } from './needsScript';

/** Hides, when scripts are off, the controls that only a script can work (./needsScript.ts). */
export default function needsScriptPlugin(): Plugin {
  return {
    name: 'needs-script',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'noscript', innerHTML: `<style>${needsScriptStyle}</style>` }] };
    },
  };
}
