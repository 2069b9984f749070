import type { ClientModule } from '@docusaurus/types';
import { openLinkedDetails } from '@site/src/utils/openLinkedDetails';

/** `/faq/<page>#<question-id>` opens that question after a client-side navigation or a change of fragment. */
const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    openLinkedDetails(location.hash);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => openLinkedDetails(window.location.hash));
}

export default clientModule;
