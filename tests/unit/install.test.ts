import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The install stays explained: each source package decap-cms declares but the
 * built editor never loads is replaced by the empty stand-in, and every
 * install script is reviewed, so `npm ci` has nothing to warn about. Its size,
 * and the packages over 10 MB, are a bench figure (scripts/lib/installSize.ts).
 */
const siteDir = path.join(__dirname, '../..');
const nodeModules = path.join(siteDir, 'node_modules');
const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  overrides: Record<string, unknown>;
  allowScripts: Record<string, boolean>;
};
type DependencyField = 'dependencies' | 'devDependencies' | 'optionalDependencies' | 'peerDependencies';
const dependencyFields: DependencyField[] = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
];
const lock = JSON.parse(readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8')) as {
  packages: Record<
    string,
    Partial<Record<DependencyField, Record<string, string>>> & { link?: boolean; hasInstallScript?: boolean }
  >;
};

const standIn = 'file:plugins/cms/unused-dependency';

test('each dependency of decap-cms that nothing else installs is the empty stand-in', () => {
  const decap = JSON.parse(readFileSync(path.join(nodeModules, 'decap-cms/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // Asked for by the site or by any installed package other than decap-cms.
  const neededElsewhere = (name: string) =>
    Object.entries(lock.packages).some(
      ([key, entry]) =>
        key !== 'node_modules/decap-cms' && !entry.link && dependencyFields.some((field) => entry[field]?.[name]),
    );
  const installedForNothing = Object.keys(decap.dependencies).filter(
    (name) => manifest.overrides[name] !== standIn && !neededElsewhere(name),
  );
  expect(installedForNothing).toEqual([]);
  // And the stand-in replaces only what nothing else needs.
  const replacedButNeeded = Object.keys(manifest.overrides).filter(
    (name) => manifest.overrides[name] === standIn && neededElsewhere(name),
  );
  expect(replacedButNeeded).toEqual([]);
});

test("every install script has been reviewed in package.json's allowScripts, so npm ci lists none", () => {
  const unreviewed = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name) => typeof manifest.allowScripts[name] !== 'boolean');
  expect(unreviewed).toEqual([]);
});
