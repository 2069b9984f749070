import type { Plugin } from '@docusaurus/types';

/**
 * Gives React DOM (with its scheduler) a script file of its own, listed by
 * Docusaurus among the entry's scripts before `main.js` (its template's
 * `it.scripts`, in the order the bundler's entrypoint gives).
 *
 * Why: the browser compiles and runs each script in a task of its own. In one
 * `main.js`, compiling React DOM's 210 KB (minified, with its scheduler) and
 * running the entry made one task of 22–27 ms on this machine, about 100 ms
 * at Lighthouse's 4× slowdown, half of it counted as blocking time. Apart,
 * React DOM is compiled in its own task and `main.js`'s task is shorter. The
 * same modules in two files instead of one cost about 0.5 KiB more gzip on a
 * page (npm run bench, within the JavaScript budgets). `splitChunks` is
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
