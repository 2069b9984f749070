import * as standIn from '../utils-common.mjs';

describe('the browser stand-in for @docusaurus/utils-common', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package as Node loads it, index and all
  const published = require('@docusaurus/utils-common') as Record<string, unknown>;
  const names = Object.keys(published).filter((name) => name !== '__esModule');

  it('exports every name the package exports, and nothing else', () => {
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(standIn).sort()).toEqual([...names].sort());
  });

  it("gives each name the package's own value: the same function, or an equal constant", () => {
    for (const name of names) {
      expect([name, (standIn as Record<string, unknown>)[name]]).toEqual([name, published[name]]);
      if (typeof published[name] === 'function')
        expect((standIn as Record<string, unknown>)[name]).toBe(published[name]);
    }
  });
});
