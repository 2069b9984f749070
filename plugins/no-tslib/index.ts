import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * DOCUSAURUS-INTERNAL: utils-common-files. Points the browser's `@docusaurus/utils-common` at ./utils-common.mjs, the
 * same names without the index's tslib helpers (figure: performance.md); the server keeps the package as published.
 */
export default function noTslibInTheBrowser(): Plugin {
  return {
    name: 'no-tslib-in-the-browser',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.mjs') } } };
    },
  };
}
