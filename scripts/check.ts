// npm run check: every check CI runs on the content editors write, in seconds and without a build (EDITING.md, "Before
// a pull request"). Front matter, FAQ addresses and retired lists; typed names, service levels and lists of documents;
// every Markdown link, at its line; markdownlint; spelling, with the content's own addresses accepted; and Prettier,
// which lays out the Markdown and data files you changed. Each problem is printed as file:line: what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedPlugin } from '@docusaurus/types';
import { loadContentIndex } from '../plugins/content-index';
import { formatProblems } from '../plugins/content-index/frontMatter';
import {
  type BuiltSite,
  brokenLinks,
  linkTargets,
  markdownFiles,
  sourceRoutes,
} from '../plugins/post-build/markdownLinks';
import { headingIds } from '../plugins/shared/markdown';
import type { ContentIndex } from '../src/data/content';
import { contentLintFindings, contentLintHelp } from './lib/contentLint';
import { mdxSyntaxProblems } from './lib/mdxSyntax';
import { spellingProblems } from './lib/spelling';

const siteDir = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(siteDir, 'node_modules/.bin', name);
const withSlash = (route: string) => route.replace(/\/?$/, '/');

/**
 * The site's routes and each Markdown file's, as Docusaurus loads them before bundling anything (seconds, not a
 * build). DOCUSAURUS-INTERNAL: load-site. (UPGRADING.md): a Docusaurus that moves or reshapes it stops the check here.
 */
async function loadedRoutes(): Promise<{ routesPaths: string[]; plugins: LoadedPlugin[]; baseUrl: string }> {
  const { loadSite } = (await import('@docusaurus/core/lib/server/site.js')) as {
    loadSite?: (params: { siteDir: string }) => Promise<{ props: Record<string, unknown> }>;
  };
  // The site's configuration speaks as it loads (the enquiry form's IDs, for a build): not to an editor checking content.
  const quiet = { log: console.log, warn: console.warn, info: console.info };
  let props: Record<string, unknown> = {};
  try {
    console.log = console.warn = console.info = () => undefined;
    if (loadSite) props = (await loadSite({ siteDir })).props;
  } finally {
    Object.assign(console, quiet);
  }
  if (!Array.isArray(props.routesPaths) || !Array.isArray(props.plugins) || typeof props.baseUrl !== 'string') {
    throw new Error(
      '[check] @docusaurus/core/lib/server/site.js no longer gives loadSite(...).props.{routesPaths, plugins, baseUrl}: ' +
        'see "load-site" in UPGRADING.md',
    );
  }
  return props as { routesPaths: string[]; plugins: LoadedPlugin[]; baseUrl: string };
}

/** Every link written in Markdown, against the routes, the Markdown's own headings and the files the build writes. */
async function linkProblems(content: ContentIndex): Promise<string[]> {
  const { routesPaths, plugins, baseUrl } = await loadedRoutes();
  const sources = sourceRoutes(plugins.map((plugin) => plugin.content));
  const fileOf = new Map([...sources].map(([file, route]) => [route, file]));
  const { redirects, sections, toBeWritten } = linkTargets(content);
  const site: BuiltSite = {
    redirects,
    sections,
    baseUrl,
    sources,
    routes: new Set(routesPaths.map(withSlash)),
    // A Markdown page's ids from its source; a page built from code has none known here, and the build checks it.
    page: (route) => {
      const file = fileOf.get(route);
      return (
        file &&
        headingIds(readFileSync(path.join(siteDir, file), 'utf8'))
          .map((id) => ` id="${id}"`)
          .join('')
      );
    },
    file: (pathname) => toBeWritten.includes(pathname) || existsSync(path.join(siteDir, 'static', pathname)),
  };
  const problems = markdownFiles(siteDir).flatMap((file) =>
    brokenLinks(file, readFileSync(path.join(siteDir, file), 'utf8'), site),
  );
  return problems.length > 0 ? formatProblems(problems).split('\n') : [];
}

/** The Markdown and data files changed since the last commit, or new, that Prettier lays out. */
function changedFiles(): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: siteDir, encoding: 'utf8' }).split('\n');
  try {
    return [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])]
      .filter((file) => /^(docs|blog|src)\/.+\.(mdx?|ts|tsx|json|ya?ml)$/.test(file))
      .filter((file) => existsSync(path.join(siteDir, file)));
  } catch {
    // Not a Git checkout: lay out every file of content.
    return ['docs', 'blog', 'src/data'];
  }
}

/** Lays out the changed files in place, as CI's Prettier check expects; the files it changed are notes, not problems. */
function prettierWrites(): Outcome {
  const files = changedFiles();
  if (files.length === 0) return [];
  const run = spawnSync(bin('prettier'), ['--write', '--list-different', ...files], { cwd: siteDir, encoding: 'utf8' });
  if (run.status !== 0) return run.stderr.split('\n').filter(Boolean);
  const written = run.stdout.split('\n').filter(Boolean);
  return { problems: [], notes: written.map((file) => `laid out: ${file}`) };
}

/** A step's problems, or its problems and what it did that the editor should know. */
type Outcome = string[] | { problems: string[]; notes: string[] };
type Step = { name: string; run: () => Outcome | Promise<Outcome>; help?: string };

async function main(): Promise<void> {
  const started = performance.now();
  // Read by the first step; the ones after it need the content it loads.
  let loaded!: Awaited<ReturnType<typeof loadContentIndex>>;
  const steps: Step[] = [
    {
      name: 'Front matter, FAQ addresses and retired lists',
      run: async () => {
        loaded = await loadContentIndex(siteDir);
        return loaded.problems.length > 0 ? formatProblems(loaded.problems).split('\n') : [];
      },
    },
    // Before the checks that read layout: what Prettier puts right, markdownlint need not report.
    { name: 'Layout (Prettier writes the files you changed)', run: prettierWrites },
    {
      name: 'Components and braces in the Markdown',
      run: async () => {
        const problems = await mdxSyntaxProblems(siteDir, markdownFiles(siteDir));
        return problems.length > 0 ? formatProblems(problems).split('\n') : [];
      },
    },
    {
      name: 'Superseded names, service levels and lists of documents',
      run: () => contentLintFindings().findings.map((f) => `${f.file}:${f.line}: ${f.message}`),
      help: contentLintHelp,
    },
    {
      name: 'Links',
      // The site loads only when its front matter does: fix those first.
      run: () =>
        loaded.problems.length > 0 ? ['(not checked: fix the front matter above first)'] : linkProblems(loaded.index),
    },
    {
      name: 'Markdown style (markdownlint)',
      run: () => {
        const run = spawnSync(bin('markdownlint-cli2'), [], { cwd: siteDir, encoding: 'utf8' });
        return run.status === 0 ? [] : run.stderr.split('\n').filter((line) => /:\d+/.test(line));
      },
      help: 'Each rule is explained at https://github.com/DavidAnson/markdownlint/blob/main/doc/Rules.md.',
    },
    {
      name: 'Spelling',
      run: () => spellingProblems(siteDir, loaded.index),
      help: 'Correct the word, or add a real word to .cspell/project-words.txt.',
    },
  ];
  let failed = 0;
  for (const step of steps) {
    const at = performance.now();
    const outcome = await step.run();
    const { problems, notes } = Array.isArray(outcome) ? { problems: outcome, notes: [] } : outcome;
    const seconds = ((performance.now() - at) / 1000).toFixed(1);
    if (problems.length === 0) {
      console.log(`✓ ${step.name} (${seconds} s)`);
      for (const note of notes) console.log(`  ${note}`);
      continue;
    }
    failed += 1;
    console.log(`✗ ${step.name} (${seconds} s)`);
    for (const problem of problems) console.log(`  ${problem}`);
    if (step.help) console.log(`  ${step.help}`);
  }
  const total = ((performance.now() - started) / 1000).toFixed(1);
  if (failed > 0) {
    console.log(`\n${failed} check(s) failed in ${total} s. Correct each line above, then run npm run check again.`);
    process.exit(1);
  }
  console.log(`\nEvery content check passed in ${total} s: CI will accept this content.`);
}

void main();
