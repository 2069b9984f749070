import type { Plugin } from '@docusaurus/types';

/**
 * Gives React DOM (with its scheduler) a script file of its own, listed by
 * Docusaurus among the entry's scripts before `main.js` (its template's
 * `it.scripts`, in the order the bundler's entrypoint gives).
 *
 * Why: the browser compiles and runs each script in a task of its own. In one
 * `main.js`, compiling React DOM (minified, with its scheduler) and running
 * the entry made one long task, half of it counted as blocking time at
 * Lighthouse's slowdown. Apart, React DOM is compiled in its own task and
 * `main.js`'s task is shorter, for a little more gzip on a page (the figures:
 * docs/maintaining/performance.md). `splitChunks` is
 * webpack's and Rspack's documented option, merged into Docusaurus's own
 * through `configureWebpack`.
 */
export default function reactDomChunk(): Plugin {
  return {
    name: 'react-dom-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
