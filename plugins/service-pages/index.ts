import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { serviceBodyFile, services } from '../../src/data/services';
import { serviceRoute } from '../../src/data/routes';

/** One route per templated service, rendered by ServicePage from the vocabulary and the service's Markdown body. */
export default function servicePagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'service-pages',
    async contentLoaded({ actions }) {
      for (const service of services) {
        if (!('templated' in service)) continue;
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, serviceRoute(service.slug)]),
          component: '@site/src/components/ServicePage',
          exact: true,
          props: { slug: service.slug },
          // The page's prose, compiled by the pages plugin's MDX loader (src/pages/_* is not routed).
          modules: { body: `@site/${serviceBodyFile(service.slug)}` },
        });
      }
    },
  };
}
