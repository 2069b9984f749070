import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import getSwizzleConfig from '@docusaurus/theme-classic/lib/getSwizzleConfig';
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

describe("UPGRADING.md's table of what Docusaurus's swizzle list says", () => {
  // The theme's own answer to `docusaurus swizzle --list`; a component it does not list is unsafe either way.
  const { components } = getSwizzleConfig();
  const rows = [
    ...readFileSync(path.join(siteDir, 'UPGRADING.md'), 'utf8').matchAll(
      /^\| `([\w/]+)` +\| (ejected|wrapped) +\| (\w+) +\|$/gm,
    ),
  ];
  const tagged = themeComponents(siteDir).map(({ component }) => `${component} ejected`);
  const wrapped = (readdirSync(path.join(siteDir, 'src/theme'), { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name))
    .flatMap((name) =>
      [
        ...readFileSync(path.join(siteDir, 'src/theme', name), 'utf8').matchAll(/from '@theme-original\/([\w/]+)'/g),
      ].map((found) => `${found[1]} wrapped`),
    );

  it('lists every component src/theme replaces or wraps, and no other', () => {
    expect(rows.map((row) => `${row[1]} ${row[2]}`).sort()).toEqual([...tagged, ...wrapped].sort());
  });

  it("gives each the safety the installed theme's swizzle configuration gives that action", () => {
    for (const [, component, how, said] of rows) {
      const action = how === 'wrapped' ? 'wrap' : 'eject';
      expect([component, said]).toEqual([component, components[component!]?.actions[action] ?? 'unsafe']);
    }
  });
});
