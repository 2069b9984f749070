import type { Plugin } from '@docusaurus/types';

/**
 * Gives React DOM a script of its own before `main.js`, so it compiles in its own task rather than in one long task
 * with the entry (figures: performance.md), through `splitChunks` in `configureWebpack`.
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
