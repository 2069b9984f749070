/** @jest-environment jsdom */
import { openLinkedDetailsScript } from '..';
import { openLinkedDetails } from '../../../src/utils/openLinkedDetails';

/** An FAQ panel, closed, its question the summary's heading. */
function panel(id: string): HTMLDetailsElement {
  document.body.innerHTML = `<details><summary><h2 id="${id}">Question?</h2></summary><p>Answer.</p></details>`;
  return document.querySelector('details')!;
}

describe('the linked-panel rule, written once', () => {
  it.each([
    ['the function', (hash: string) => openLinkedDetails(hash)],
    // The page's inline script is the same function's source, run as the browser runs it.
    [
      'the inline script',
      (hash: string) => {
        window.history.replaceState(null, '', hash);
        new Function(openLinkedDetailsScript)();
      },
    ],
  ])('%s opens the panel a fragment names, decoded, and no other', (_, run) => {
    const details = panel('what-is-ppn-006?');
    run('#what-is-ppn-006%3F');
    expect(details.open).toBe(true);
    const other = panel('other');
    run('#elsewhere');
    expect(other.open).toBe(false);
  });

  it('takes a malformed escape as written', () => {
    const details = panel('slide-%E0');
    openLinkedDetails('#slide-%E0');
    expect(details.open).toBe(true);
  });
});
