import { pruneUnusedCustomProperties } from '../unusedCustomProperties';

describe('custom properties the page does not use leave its critical CSS', () => {
  it('keeps what rules use, what kept properties use in turn, and what the markup names', () => {
    const css =
      ':root{--used:red;--unused:blue;--spacing:calc(var(--base)*2);--base:4px;--inline:1px;--orphan:var(--unused)}' +
      'h1{color:var(--used);margin:var( --spacing)}' +
      '[data-theme=dark]:root{--used:pink;--unused:navy}' +
      '@media (min-width:997px){:root{--unused:green}}';
    const markup = '<h1 style="padding:var(--inline)">Title</h1>';
    expect(pruneUnusedCustomProperties(css, markup)).toBe(
      ':root{--used:red;--spacing:calc(var(--base)*2);--base:4px;--inline:1px}' +
        'h1{color:var(--used);margin:var( --spacing)}' +
        '[data-theme=dark]:root{--used:pink}',
    );
  });

  it('leaves CSS without custom properties as it is', () => {
    const css = 'a{color:red}@media print{a{color:#000}}';
    expect(pruneUnusedCustomProperties(css, '')).toBe(css);
  });
});
