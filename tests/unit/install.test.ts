import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The install stays small and explained (docs/maintaining/dependencies.md):
 * node_modules within its budget, every package over 10 MB that stock
 * Docusaurus does not have named there, each source package decap-cms
 * declares but the built editor never loads replaced by the empty stand-in,
 * and every install script reviewed, so `npm ci` has nothing to warn about.
 */
const siteDir = path.join(__dirname, '../..');
const nodeModules = path.join(siteDir, 'node_modules');
const doc = readFileSync(path.join(siteDir, 'docs/maintaining/dependencies.md'), 'utf8');
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

const MiB = 2 ** 20;
// In MiB, as `du -sm` prints it.
const budget = 900 * MiB;
const largePackage = 10 * MiB;
const standIn = 'file:plugins/cms/unused-dependency';

/**
 * Disk space below `dir`, as `du` counts it (the blocks each file and folder
 * holds), not following links: a linked package is counted where it lives.
 */
function diskUsage(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) return sum;
      return sum + (entry.isDirectory() ? diskUsage(file) : lstatSync(file).blocks * 512);
    },
    lstatSync(dir).blocks * 512,
  );
}

/** Each installed top-level package (`name` or `@scope/name`) with its size; build caches left out. */
function installedPackages(): { name: string; size: number }[] {
  return readdirSync(nodeModules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? readdirSync(path.join(nodeModules, entry.name), { withFileTypes: true })
            .filter((inner) => inner.isDirectory())
            .map((inner) => `${entry.name}/${inner.name}`)
        : [entry.name],
    )
    .map((name) => ({ name, size: diskUsage(path.join(nodeModules, name)) }));
}

/** The package names in the doc's tables' first column, `<platform>` standing for any machine's build. */
function namedInDoc(): RegExp[] {
  return doc
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!))
    .map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace('<platform>', '[a-z0-9-]+')}$`));
}

const installed = installedPackages();

test('node_modules is within its budget', () => {
  const total = installed.reduce((sum, { size }) => sum + size, 0);
  expect(Math.round(total / MiB)).toBeLessThanOrEqual(budget / MiB);
});

test('every package over 10 MB is named in docs/maintaining/dependencies.md', () => {
  const named = namedInDoc();
  const unexplained = installed
    .filter(({ size }) => size > largePackage)
    .filter(({ name }) => !named.some((pattern) => pattern.test(name)))
    .map(({ name, size }) => `${name} (${Math.round(size / MiB)} MB)`);
  expect(unexplained).toEqual([]);
});

test('every package the doc names is installed', () => {
  const names = installed.map(({ name }) => name);
  const missing = namedInDoc().filter((pattern) => !names.some((name) => pattern.test(name)));
  expect(missing.map(String)).toEqual([]);
});

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
