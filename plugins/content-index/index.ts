import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { faqSlugs, legacyPolicySlugs, routes } from '../../src/data/routes';
import { type AnchorRecord, lostAnchors, readPublishedAnchors } from '../faq/anchors';
import { faqQuestions } from '../faq/questions';
import {
  bodyStartLine,
  formatProblems,
  lineOf,
  parseDocFile,
  parseFaqIndexFile,
  parsePolicyFile,
  parsePolicyIndexFile,
  parsePostFile,
  type FrontMatterProblem,
} from './frontMatter';
import { mdxProblem } from './mdxErrors';
import type { ContentIndex, FaqSummary, PolicySummary, PostSummary, RetiredDocument } from '../../src/data/content';
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

async function markdownFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter(isPageFile).sort();
}

/** Every policy's front matter, checked, by `sidebar_position`: the one list every list of documents comes from. */
export function loadPolicies(siteDir: string): {
  policies: PolicySummary[];
  retired: RetiredDocument[];
  problems: FrontMatterProblem[];
} {
  const problems: FrontMatterProblem[] = [];
  const policies: PolicySummary[] = [];
  let retired: RetiredDocument[] = [];
  let indexSource = '';
  const names = readdirSync(path.join(siteDir, policyDir)).filter(isPageFile).sort();
  for (const name of names) {
    const file = `${policyDir}/${name}`;
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    if (name === policyIndexFile) {
      const parsed = parsePolicyIndexFile(file, source);
      problems.push(...parsed.problems);
      retired = parsed.data?.retired ?? [];
      indexSource = source;
      continue;
    }
    const { data, problems: found } = parsePolicyFile(file, source);
    problems.push(...found);
    if (data) policies.push({ ...data, file });
  }
  policies.sort((a, b) => a.sidebar_position - b.sidebar_position);
  const at = { file: `${policyDir}/${policyIndexFile}`, line: lineOf(indexSource, 'retired') };
  problems.push(...retiredProblems(retired, policies, at, 'a policy'));
  return { policies, retired, problems };
}

/** A retired document that still has a page, or whose replacement has none. */
function retiredProblems(
  retired: readonly RetiredDocument[],
  current: readonly { slug: string }[],
  at: { file: string; line: number },
  /** "a policy", "an FAQ page". */
  kind: string,
): FrontMatterProblem[] {
  const slugs = new Set(current.map((doc) => doc.slug));
  const noun = kind.replace(/^an? /, '');
  return retired.flatMap(({ slug, replaced_by }) => [
    ...(slugs.has(slug)
      ? [{ ...at, message: `"${slug}" is retired but ${kind} still has "slug: ${slug}": remove one` }]
      : []),
    ...(replaced_by && !slugs.has(replaced_by)
      ? [{ ...at, message: `"${slug}" is replaced by "${replaced_by}", which no ${noun} has as its slug` }]
      : []),
  ]);
}

export async function loadContentIndex(
  siteDir: string,
  /** The FAQ addresses last published; `npm run faq:anchors` passes none, since it is what records them anew. */
  published: AnchorRecord = readPublishedAnchors(siteDir),
): Promise<{ index: ContentIndex; problems: FrontMatterProblem[] }> {
  const { policies, retired, problems } = loadPolicies(siteDir);
  const faqs: FaqSummary[] = [];

  const faqFiles = await markdownFiles(path.join(siteDir, faqDir));
  let retiredFaqs: RetiredDocument[] = [];
  let faqIndexSource = '';
  for (const name of faqFiles) {
    const file = `${faqDir}/${name}`;
    const source = await readFile(path.join(siteDir, file), 'utf8');
    if (name === faqIndexFile) {
      const parsed = parseFaqIndexFile(file, source);
      problems.push(...parsed.problems);
      retiredFaqs = parsed.data?.retired ?? [];
      faqIndexSource = source;
      continue;
    }
    const { data, content, problems: found } = parseDocFile(file, source);
    problems.push(...found);
    if (!data) continue;
    const questions = faqQuestions(content);
    if (questions.length === 0) {
      problems.push({ file, line: 1, message: 'an FAQ page needs at least one "## Question?" heading' });
    }
    // An explicit id ({#id}) could repeat another question's: one address would open two panels.
    const seen = new Set<string>();
    for (const { id, line } of questions) {
      if (seen.has(id)) {
        problems.push({
          file,
          line: line + bodyStartLine(source, content),
          message: `two questions have the address #${id}`,
        });
      }
      seen.add(id);
    }
    // A published question's address that is gone breaks every link to it: stop, at the likely rewording.
    const atLines = questions.map(({ id, line }) => ({ id, line: line + bodyStartLine(source, content) }));
    for (const lost of lostAnchors(published, [{ slug: data.slug.slice(1), file, questions: atLines }])) {
      problems.push({ file, line: lost.line, message: lost.message });
    }
    faqs.push({ ...data, file, questionCount: questions.length, questionIds: questions.map((q) => q.id) });
  }

  const posts: PostSummary[] = [];
  for (const name of await markdownFiles(path.join(siteDir, blogDir))) {
    const file = `${blogDir}/${name}`;
    const { data, problems: found } = parsePostFile(file, await readFile(path.join(siteDir, file), 'utf8'));
    problems.push(...found);
    if (data) posts.push({ ...data, file, permalink: `${routes.insights}/${data.slug}` });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date));

  // The original site's addresses keep answering; every other list of documents is what is found here.
  const expect = (slugs: readonly string[], found: readonly { slug: string }[], dir: string, remedy = '') => {
    for (const slug of slugs) {
      if (!found.some((doc) => doc.slug === `/${slug}`)) {
        problems.push({
          file: dir,
          line: 1,
          message: `no page has "slug: /${slug}": the original site had this address, and links and bookmarks to it must keep working${remedy}`,
        });
      }
    }
  };
  // A retired document's address answers with a redirect (its index page's `retired`).
  expect(
    legacyPolicySlugs,
    [...policies, ...retired],
    policyDir,
    ` (to retire it, list it under "retired" in ${policyDir}/${policyIndexFile})`,
  );
  problems.push(
    ...retiredProblems(
      retiredFaqs,
      faqs,
      { file: `${faqDir}/${faqIndexFile}`, line: lineOf(faqIndexSource, 'retired') },
      'an FAQ page',
    ),
  );
  expect(
    faqSlugs,
    [...faqs, ...retiredFaqs],
    faqDir,
    ` (to retire it, list it under "retired" in ${faqDir}/${faqIndexFile})`,
  );

  const byPosition = (a: { sidebar_position: number }, b: { sidebar_position: number }) =>
    a.sidebar_position - b.sidebar_position;
  return { index: { policies, retired, faqs: faqs.sort(byPosition), retiredFaqs, posts }, problems };
}

/** What the bundler's done hook hands over, as far as the MDX report needs it. */
type CompiledStats = { compilation: { errors: readonly { message: string }[] } };

/**
 * Stops on an editor's mistake with file, line and sentence alone, not Docusaurus's 20 lines of stack trace; under
 * `npm start` or with CONTENT_TRACE=1 it throws as usual, trace and all.
 */
export function stopForContent(problems: readonly FrontMatterProblem[]): never {
  const report = `${problems.length === 1 ? 'One problem' : `${problems.length} problems`} in the Markdown stopped the build:\n${formatProblems(problems)}`;
  if (process.env.NODE_ENV !== 'production' || process.env.CONTENT_TRACE) throw new Error(report);
  console.error(`\n[content] ${report}\n`);
  process.exit(1);
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
