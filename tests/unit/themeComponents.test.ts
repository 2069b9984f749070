import path from 'node:path';
import { sourceHash, themeComponents, upstreamSource } from '../../scripts/lib/themeComponents';
import themePackage from '@docusaurus/theme-classic/package.json';

const siteDir = path.join(__dirname, '../..');

describe('the theme components we replace', () => {
  const components = themeComponents(siteDir);

  it('are each tagged, on the version installed', () => {
    expect(components.length).toBeGreaterThanOrEqual(10);
    for (const { file, version } of components) expect([file, version]).toEqual([file, themePackage.version]);
  });

  it("still match the theme's source they were written against; if not, run npm run swizzle:diff and carry the change over", () => {
    for (const { file, component, hash } of components) {
      expect([file, sourceHash(upstreamSource(siteDir, component))]).toEqual([file, hash]);
    }
  });
});
