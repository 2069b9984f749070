import type { ClientModule } from '@docusaurus/types';
import { idFromHash } from '@site/src/utils/hashId';

/**
 * `/faq/<page>#<question-id>` opens that question. The heading sits in the
 * panel's summary, which is visible while closed, so Docusaurus's own scroll
 * to the anchor already lands it below the fixed header; this only opens it.
 */
export function openQuestionFromHash(hash: string): void {
  const id = idFromHash(hash);
  if (id === undefined) return;
  const target = document.getElementById(id);
  const panel = target?.closest('details');
  if (panel && !panel.open) {
    panel.open = true;
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    openQuestionFromHash(location.hash);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => openQuestionFromHash(window.location.hash));
}

export default clientModule;
