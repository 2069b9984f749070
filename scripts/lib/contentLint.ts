// The rules behind `npm run lint:content` (and `npm run check`): Markdown or data that names a replaced rule or body
// without its replacement (src/data/superseded.ts), Markdown that types a service level, or that types which of our
// documents we publish or how many (see docs/maintaining/editing-reference.md for each).
import { readFileSync } from 'node:fs';
import { filesUnder, isMarkdown } from './files';
import { findSupersededNames } from './superseded';
import { findTypedServiceLevels } from './serviceLevelLint';
import { findTypedDocumentLists } from './documentListLint';
import { supersededNames } from '../../src/data/superseded';

const listFile = 'src/data/superseded.ts';
const checked = (test: (file: string) => boolean) => (file: string) =>
  test(file) && !file.includes('__tests__') && file !== listFile;

/** Each finding at its file and line, sorted, and what was checked. */
export function contentLintFindings() {
  const markdown = ['docs/policies', 'docs/faq', 'src', 'blog'].flatMap((dir) => filesUnder(dir, checked(isMarkdown)));
  const data = filesUnder(
    'src/data',
    checked((file) => file.endsWith('.ts')),
  );
  const read = (file: string) => readFileSync(file, 'utf8');
  const findings = [
    ...markdown.flatMap((file) => {
      const text = read(file);
      return [
        ...findSupersededNames(file, text, supersededNames),
        ...findTypedServiceLevels(file, text),
        ...findTypedDocumentLists(file, text),
      ];
    }),
    ...data.flatMap((file) => findSupersededNames(file, read(file), supersededNames)),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    findings,
    summary:
      `Content: ${markdown.length + data.length} files checked against ${supersededNames.length} superseded names, ` +
      `and ${markdown.length} Markdown files for typed service levels and lists of our documents; none found.`,
  };
}

/** Where the editing reference explains each rule, for the line after the findings. */
export const contentLintHelp =
  'See "Superseded names", "Service levels" and "Lists of our documents" in docs/maintaining/editing-reference.md.';
