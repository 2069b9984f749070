import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme loads Prism (the code highlighter) on every page through
 * a client module, to register extra languages. This site shows no code, so
 * that module is swapped for an empty one, and src/theme/CodeBlock renders
 * any code block an editor adds as plain preformatted text. Together they
 * keep it out of every page (the figure: docs/maintaining/performance.md).
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
