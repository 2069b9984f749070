// npm run canary — tries the site on the newest complete Docusaurus 4.0
// canary: the newest `4.0.0-canary-N` published for every @docusaurus/*
// package in package.json (canaries are published package by package, so the
// newest number is not always complete). Prints the version; with --install,
// installs it in place without saving, for the weekly workflow
// (.github/workflows/docusaurus-canary.yml) to type-check, test and build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
  name.startsWith('@docusaurus/'),
);

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
if (process.argv.includes('--install')) {
  execFileSync('npm', ['install', '--no-save', ...packages.map((name) => `${name}@${newest}`)], { stdio: 'inherit' });
}
