import path from 'node:path';
import type { FrontMatterProblem } from './frontMatter';

/**
 * A Markdown file MDX cannot compile fails with thirty lines of JSON and stack; this gives the editor file, line and
 * a sentence instead. DOCUSAURUS-INTERNAL: mdx-error-report. Matches @docusaurus/mdx-loader's "MDX compilation failed
 * for file"; if that changes, the editor check's planted open component fails (UPGRADING.md).
 */

const failedFile = /MDX compilation failed for file "([^"]+)"/;
const cause = /Cause: (.*)/;

/** What the compiler's reason means for someone writing Markdown. */
export function plainSentence(reason: string): string {
  const openTag = /Expected a closing tag for `<([\w.]+)>`/.exec(reason);
  if (openTag) {
    const name = openTag[1];
    return `<${name}> is never closed: end it with "/>" as in <${name} … />, or put </${name}> after its text`;
  }
  if (/before name, expected a character that can start a name/.test(reason)) {
    return `a "<" here starts a component: in running text write "less than", or &lt;`;
  }
  if (/expression|acorn|closing brace/i.test(reason)) {
    return `a "{" here starts a piece of code: in running text write \\{ instead, or take the brace out`;
  }
  const mismatch = /closing tag `<\/([\w.]+)>`, expected corresponding closing tag for `<([\w.]+)>`/.exec(reason);
  if (mismatch) return `</${mismatch[1]}> does not close <${mismatch[2]}>: close it with </${mismatch[2]}>`;
  if (/Unexpected closing slash/.test(reason)) return `a closing tag here has no opening tag: take it out`;
  return `the Markdown cannot be read here (${reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '')})`;
}

/** The problem in one bundler error's message, if it is an MDX compilation failure. */
export function mdxProblem(message: string, siteDir: string): FrontMatterProblem | undefined {
  // The bundler may colour the path; the pattern wants plain text.
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const file = failedFile.exec(plain)?.[1];
  const reason = cause.exec(plain)?.[1]?.trim();
  if (!file || !reason) return undefined;
  const line = /\((\d+):\d+/.exec(reason)?.[1] ?? /"line": (\d+)/.exec(plain)?.[1] ?? '1';
  return { file: path.relative(siteDir, file), line: Number(line), message: plainSentence(reason) };
}
