// The spelling check (`npm run lint:spelling`, and `npm run check`): cspell with the project's dictionaries, and every
// document's, FAQ page's and post's address accepted as a word, so a new policy's slug ("aiusepolicy") needs no entry.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentIndex } from '../../src/data/content';

/** The folders and files the spelling check reads, as cspell globs. */
export const spellingGlobs = [
  'docs/**/*.md',
  'blog/**/*.{md,yml}',
  'src/**/*.{ts,tsx,md}',
  'README.md',
  'EDITING.md',
  'UPGRADING.md',
];

/** Every address the content gives itself: a slug is a name, not a word to spell. */
export function contentSlugs(content: ContentIndex): string[] {
  const slugs = [
    ...content.policies,
    ...content.retired,
    ...content.faqs,
    ...content.retiredFaqs,
    ...content.posts,
  ].map((entry) => entry.slug.replace(/^\//, ''));
  return [...new Set(slugs.filter((slug) => slug !== ''))].sort();
}

/** Runs cspell over `globs`; returns its findings, one `file:line:column - Unknown word (…)` a line. */
export function spellingProblems(siteDir: string, content: ContentIndex, globs = spellingGlobs): string[] {
  const config = path.join(mkdtempSync(path.join(tmpdir(), 'spelling-')), 'cspell.json');
  writeFileSync(
    config,
    JSON.stringify({ version: '0.2', import: [path.join(siteDir, '.cspell.json')], words: contentSlugs(content) }),
  );
  const run = spawnSync(
    path.join(siteDir, 'node_modules/.bin/cspell'),
    ['--no-progress', '--no-summary', '--no-color', '--config', config, ...globs],
    { cwd: siteDir, encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  return `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.trim() !== '');
}
