// The Markdown a page cannot be built from (a component left open, a "<" or "{" in running text), found by compiling
// each file as Docusaurus does before its plugins run: its code blocks unwrapped and its `{#id}` heading addresses
// escaped (@docusaurus/utils), its front matter and HTML comments blanked so the lines keep their numbers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { FrontMatterProblem } from '../../plugins/content-index/frontMatter';
import { plainSentence } from '../../plugins/content-index/mdxErrors';
import { withoutFrontMatter } from '../../plugins/shared/markdown';

/** Each file MDX cannot compile, at the line the compiler names, in the build's words. */
export async function mdxSyntaxProblems(siteDir: string, files: readonly string[]): Promise<FrontMatterProblem[]> {
  // An ES module only: loaded as one, not through require.
  const { compile } = await import('@mdx-js/mdx');
  const problems: FrontMatterProblem[] = [];
  for (const file of files) {
    const blank = (text: string) => text.replace(/[^\n]/g, ' ');
    const source = withoutFrontMatter(readFileSync(path.join(siteDir, file), 'utf8'))
      // HTML comments (`<!-- truncate -->`), which Docusaurus reads as comments (its `mdx1Compat.comments`).
      .replace(/<!--[\s\S]*?-->/g, blank);
    try {
      await compile(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), { format: 'mdx' });
    } catch (error) {
      const { reason, line } = error as { reason?: string; line?: number };
      problems.push({ file, line: line ?? 1, message: plainSentence(reason ?? String(error)) });
    }
  }
  return problems;
}
