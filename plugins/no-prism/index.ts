import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme loads Prism on every page to register languages; this site shows no code, so that module is an
 * empty one and src/theme/CodeBlock prints plain text (figure: docs/maintaining/performance.md).
 */
export default function noPrismOnEveryPage(): Plugin {
  return {
    name: 'no-prism-on-every-page',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // DOCUSAURUS-INTERNAL: prism-languages-module. require.resolve throws at start-up if the file moves.
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: path.join(
              __dirname,
              'empty.js',
            ),
          },
        },
      };
    },
  };
}
