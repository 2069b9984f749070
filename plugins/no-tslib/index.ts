import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * DOCUSAURUS-INTERNAL: utils-common-files.
 * Points the browser bundle's `@docusaurus/utils-common` at ./utils-common.mjs,
 * which exports the same names from the package's own files without the
 * index's tslib helpers, which every page's main bundle would otherwise carry
 * (the figure: docs/maintaining/performance.md). The server
 * bundle keeps the package as published.
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
