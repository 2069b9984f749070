import type { Plugin } from '@docusaurus/types';
import { needsScriptStyle } from '../../src/utils/needsScript';

/** Hides, when scripts are off, the controls that only a script can work (src/utils/needsScript.ts, whose class the theme's controls use too). */
export default function needsScriptPlugin(): Plugin {
  return {
    name: 'needs-script',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'noscript', innerHTML: `<style>${needsScriptStyle}</style>` }] };
    },
  };
}
