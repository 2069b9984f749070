// npm run canary: the newest 4.0 canary published for every @docusaurus/* package we use; --install installs it
// without saving, for the weekly workflow to type-check, test and build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
const declared = { ...manifest.dependencies, ...manifest.devDependencies };
const packages = Object.keys(declared).filter((name) => name.startsWith('@docusaurus/'));

const canaryNumber = (version: string) => Number(/^4\.0\.0-canary-(\d+)$/.exec(version)?.[1] ?? NaN);
const canaries = (name: string) =>
  new Set(
    (JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' })) as string[]).filter(
      (version) => !Number.isNaN(canaryNumber(version)),
    ),
  );

const [first, ...rest] = packages.map(canaries);
const complete = [...(first ?? [])].filter((version) => rest.every((versions) => versions.has(version)));
const newest = complete.sort((a, b) => canaryNumber(b) - canaryNumber(a))[0];
if (!newest) {
  console.error(`[canary] no 4.0 canary is published for all of: ${packages.join(', ')}`);
  process.exit(1);
}
console.log(`[canary] ${newest}, for ${packages.length} packages`);

/** Peers the canary needs a newer major of, at that major's newest, so the run reports what breaks in our code. */
const major = (version: string) => Number(/\d+/.exec(version)?.[0] ?? NaN);
const peers = new Map<string, number>();
for (const name of packages) {
  const view = execFileSync('npm', ['view', `${name}@${newest}`, 'peerDependencies', '--json'], { encoding: 'utf8' });
  for (const [peer, range] of Object.entries((view.trim() ? JSON.parse(view) : {}) as Record<string, string>)) {
    const ours = declared[peer];
    if (ours && !peer.startsWith('@docusaurus/') && major(range) > major(ours)) peers.set(peer, major(range));
  }
}
const upgrades = [...peers].map(([peer, wanted]) => `${peer}@^${wanted}`);
if (upgrades.length > 0) console.log(`[canary] with ${upgrades.join(', ')}`);

if (process.argv.includes('--install')) {
  execFileSync('npm', ['install', '--no-save', ...packages.map((name) => `${name}@${newest}`), ...upgrades], {
    stdio: 'inherit',
  });
}
