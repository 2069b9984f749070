import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('the browser stand-in for @docusaurus/utils-common', () => {
  it('exports every name the package exports', () => {
    const standIn = readFileSync(path.join(__dirname, '../utils-common.mjs'), 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const names = Object.keys(require('@docusaurus/utils-common') as object).filter((name) => name !== '__esModule');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(standIn).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
