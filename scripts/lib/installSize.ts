// The install's size, a bench figure (npm run bench): node_modules in MiB, and each package over 10 MB with whether
// docs/maintaining/dependencies.md explains it. A figure, not a test: a Docusaurus upgrade may grow it for good reason.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MiB = 2 ** 20;
const largePackage = 10 * MiB;

/** Disk space below `dir`, as `du` counts it (the blocks each file and folder holds), not following links. */
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

/** Each installed top-level package (`name` or `@scope/name`); dot folders (build caches) left out. */
function installedPackages(nodeModules: string): string[] {
  return readdirSync(nodeModules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? readdirSync(path.join(nodeModules, entry.name), { withFileTypes: true })
            .filter((inner) => inner.isDirectory())
            .map((inner) => `${entry.name}/${inner.name}`)
        : [entry.name],
    );
}

/** The package names in the doc's tables' first column, `<platform>` standing for any machine's build. */
function namedInDoc(doc: string): RegExp[] {
  return doc
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!))
    .map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace('<platform>', '[a-z0-9-]+')}$`));
}

export type InstallSize = { totalMiB: number; large: { name: string; MiB: number; explained: boolean }[] };

export function installSize(siteDir: string): InstallSize {
  const nodeModules = path.join(siteDir, 'node_modules');
  const named = namedInDoc(readFileSync(path.join(siteDir, 'docs/maintaining/dependencies.md'), 'utf8'));
  const sizes = installedPackages(nodeModules).map((name) => ({
    name,
    bytes: diskUsage(path.join(nodeModules, name)),
  }));
  return {
    totalMiB: Math.round(sizes.reduce((sum, { bytes }) => sum + bytes, 0) / MiB),
    large: sizes
      .filter(({ bytes }) => bytes > largePackage)
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ name, bytes }) => ({
        name,
        MiB: Math.round(bytes / MiB),
        explained: named.some((pattern) => pattern.test(name)),
      })),
  };
}
