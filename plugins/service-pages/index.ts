import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { services } from '../../src/data/services';
import { serviceRoute } from '../../src/data/routes';

/**
 * One route per templated service, all rendered by the same ServicePage
 * component from the service vocabulary: a new service in
 * src/data/services.ts gets its page without a new page file.
 */
export default function servicePagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'service-pages',
    async contentLoaded({ actions }) {
      for (const service of services) {
        if (!('page' in service)) continue;
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, serviceRoute(service.slug)]),
          component: '@site/src/components/ServicePage',
          exact: true,
          props: { slug: service.slug },
        });
      }
    },
  };
}
