import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { faqSlugs, legacyPolicySlugs, routes } from '../../src/data/routes';
import { type AnchorRecord, lostAnchors, publishedAnchorsFile } from '../faq/anchors';
import { faqQuestions } from '../faq/questions';
import {
  formatProblems,
  lineOf,
  parseDocFile,
  parseFaqIndexFile,
  parsePolicyFile,
  parsePolicyIndexFile,
  parsePostFile,
  type FrontMatterProblem,
  type Parsed,
} from './frontMatter';
import { mdxProblem } from './mdxErrors';
import type {
  ContentIndex,
  DocIndexFrontMatter,
  FaqSummary,
  PolicySummary,
  PostSummary,
  RetiredDocument,
} from '../../src/data/content';
import { clientContentIndex } from './clientIndex';
import {
  complianceRowProblems,
  complianceRows,
  documentFactsBySlug,
  unknownHubDocuments,
} from '../../src/data/compliance';

/** Checks the editors' Markdown before anything is built, and publishes a small index of it as global data. */

export const policyDir = 'docs/policies';
export const faqDir = 'docs/faq';
export const policyIndexFile = 'mainpolicy.md';
export const faqIndexFile = 'index.md';
export const blogDir = 'blog';

// A leading underscore marks a partial (Docusaurus does not route it): not a page.
const isPageFile = (name: string) => /\.mdx?$/.test(name) && !name.startsWith('_');

const markdownFiles = (dir: string) => readdirSync(dir).filter(isPageFile).sort();

type Page<T> = { data: T; file: string; source: string; content: string };

/**
 * A folder of documents by `sidebar_position`, each page's front matter checked, and its index page's `retired` list:
 * a retired document must have no page, and its replacement must have one.
 */
function loadFolder<T extends { slug: string; sidebar_position: number }>(
  siteDir: string,
  dir: string,
  indexFile: string,
  parse: (file: string, source: string) => Parsed<T>,
  parseIndex: (file: string, source: string) => Parsed<DocIndexFrontMatter>,
  /** "a policy", "an FAQ page". */
  kind: string,
) {
  const problems: FrontMatterProblem[] = [];
  const pages: Page<T>[] = [];
  let retired: RetiredDocument[] = [];
  let indexSource = '';
  for (const name of markdownFiles(path.join(siteDir, dir))) {
    const file = `${dir}/${name}`;
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    if (name === indexFile) {
      const parsed = parseIndex(file, source);
      problems.push(...parsed.problems);
      retired = parsed.data?.retired ?? [];
      indexSource = source;
      continue;
    }
    const { data, content, problems: found } = parse(file, source);
    problems.push(...found);
    if (data) pages.push({ data, file, source, content });
  }
  pages.sort((a, b) => a.data.sidebar_position - b.data.sidebar_position);
  const at = { file: `${dir}/${indexFile}`, line: lineOf(indexSource, 'retired') };
  const slugs = new Set(pages.map((page) => page.data.slug));
  const noun = kind.replace(/^an? /, '');
  for (const { slug, replaced_by } of retired) {
    if (slugs.has(slug)) {
      problems.push({ ...at, message: `"${slug}" is retired but ${kind} still has "slug: ${slug}": remove one` });
    }
    if (replaced_by && !slugs.has(replaced_by)) {
      problems.push({ ...at, message: `"${slug}" is replaced by "${replaced_by}", which no ${noun} has as its slug` });
    }
  }
  return { pages, retired, problems };
}

/** Every policy's front matter, checked, by `sidebar_position`: the one list every list of documents comes from. */
export function loadPolicies(siteDir: string) {
  const { pages, retired, problems } = loadFolder(
    siteDir,
    policyDir,
    policyIndexFile,
    parsePolicyFile,
    parsePolicyIndexFile,
    'a policy',
  );
  const policies: PolicySummary[] = pages.map(({ data, file }) => ({ ...data, file }));
  return { policies, retired, problems };
}

/** The FAQ questions' addresses as last published (`npm run faq:anchors`); none before the first release records them. */
export function readPublishedAnchors(siteDir: string): AnchorRecord {
  const file = path.join(siteDir, publishedAnchorsFile);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as AnchorRecord;
}

export async function loadContentIndex(
  siteDir: string,
  /** The FAQ addresses last published; `npm run faq:anchors` passes none, since it is what records them anew. */
  published: AnchorRecord = readPublishedAnchors(siteDir),
): Promise<{ index: ContentIndex; problems: FrontMatterProblem[] }> {
  const { policies, retired, problems } = loadPolicies(siteDir);
  const folder = loadFolder(siteDir, faqDir, faqIndexFile, parseDocFile, parseFaqIndexFile, 'an FAQ page');
  const retiredFaqs = folder.retired;
  const faqs: FaqSummary[] = [];
  for (const { data, file, source } of folder.pages) {
    const questions = faqQuestions(source);
    if (questions.length === 0) {
      problems.push({ file, line: 1, message: 'an FAQ page needs at least one "## Question?" heading' });
    }
    // An explicit id ({#id}) could repeat another question's: one address would open two panels.
    const seen = new Set<string>();
    for (const { id, line } of questions) {
      if (seen.has(id)) problems.push({ file, line, message: `two questions have the address #${id}` });
      seen.add(id);
    }
    // A published question's address that is gone breaks every link to it: stop, at the likely rewording.
    for (const lost of lostAnchors(published, [{ slug: data.slug.slice(1), file, questions }])) {
      problems.push({ file, line: lost.line, message: lost.message });
    }
    faqs.push({ ...data, file, questionCount: questions.length, questionIds: questions.map((q) => q.id) });
  }

  const posts: PostSummary[] = [];
  for (const name of markdownFiles(path.join(siteDir, blogDir))) {
    const file = `${blogDir}/${name}`;
    const { data, problems: found } = parsePostFile(file, readFileSync(path.join(siteDir, file), 'utf8'));
    problems.push(...found);
    if (data) posts.push({ ...data, file, permalink: `${routes.insights}/${data.slug}` });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date));

  // The original site's addresses keep answering (a retired one with a redirect); every other list is what is found here.
  const expect = (slugs: readonly string[], found: readonly { slug: string }[], dir: string, indexFile: string) => {
    for (const slug of slugs) {
      if (!found.some((doc) => doc.slug === `/${slug}`)) {
        problems.push({
          file: dir,
          line: 1,
          message: `no page has "slug: /${slug}": the original site had this address, and links and bookmarks to it must keep working (to retire it, list it under "retired" in ${dir}/${indexFile})`,
        });
      }
    }
  };
  expect(legacyPolicySlugs, [...policies, ...retired], policyDir, policyIndexFile);
  problems.push(...folder.problems);
  expect(faqSlugs, [...faqs, ...retiredFaqs], faqDir, faqIndexFile);
  return { index: { policies, retired, faqs, retiredFaqs, posts }, problems };
}

/** What the bundler's done hook hands over, as far as the MDX report needs it. */
type CompiledStats = { compilation: { errors: readonly { message: string }[] } };

/**
 * Stops on an editor's mistake with file, line and sentence alone, not Docusaurus's 20 lines of stack trace; under
 * `npm start` or with CONTENT_TRACE=1 it throws as usual, trace and all. A build throws too, so Docusaurus ends it
 * and reports it, but with no stack: Docusaurus prints a thrown error with `util.inspect`, frames and all.
 */
export function stopForContent(problems: readonly FrontMatterProblem[]): never {
  const count = problems.length === 1 ? 'One problem' : `${problems.length} problems`;
  const report = `${count} in the Markdown stopped the build:\n${formatProblems(problems)}`;
  if (process.env.NODE_ENV !== 'production' || process.env.CONTENT_TRACE) throw new Error(report);
  console.error(`\n[content] ${report}\n`);
  // The build is over: no error made from here on, Docusaurus's "Unable to build" wrapper included, records frames.
  Error.stackTraceLimit = 0;
  throw new Error(`[content] ${count} in the Markdown, listed above, stopped the build.`);
}

export default function contentIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-index',
    async loadContent(): Promise<ContentIndex> {
      const { index, problems } = await loadContentIndex(context.siteDir);
      if (problems.length > 0) stopForContent(problems);
      // The hub shows our documents' dates from the documents alone (src/data/compliance.ts).
      const hubProblems = [
        ...complianceRowProblems(complianceRows),
        ...unknownHubDocuments(complianceRows, documentFactsBySlug(index.policies)),
      ];
      if (hubProblems.length > 0) {
        throw new Error(`src/data/compliance.ts: ${hubProblems.length} problem(s):\n${hubProblems.join('\n')}`);
      }
      return index;
    },
    configureWebpack(_config, isServer) {
      // A production build only: `npm start` shows the same error in the browser's overlay.
      if (isServer || process.env.NODE_ENV !== 'production' || process.env.CONTENT_TRACE) return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {
                done: { tap(options: { name: string; stage: number }, hook: (stats: CompiledStats) => void): void };
              };
            }) {
              // DOCUSAURUS-INTERNAL: mdx-error-report. Staged before Docusaurus's own done hook, which exits on errors.
              compiler.hooks.done.tap({ name: 'content-index', stage: -100 }, (stats) => {
                const problems = stats.compilation.errors
                  .map((error) => mdxProblem(error.message, context.siteDir))
                  .filter((problem) => problem !== undefined);
                if (problems.length > 0) stopForContent(problems);
              });
            },
          },
        ],
      };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(clientContentIndex(content as ContentIndex, context.siteStorage.namespace));
    },
    getPathsToWatch() {
      return [`${policyDir}/*.md`, `${faqDir}/*.md`, `${blogDir}/*.md`].map((glob) => path.join(context.siteDir, glob));
    },
  };
}
