// npm run lint:content: fails, with file:line, when Markdown or data names a replaced rule or body without its
// replacement (src/data/superseded.ts), when Markdown types a service level, or when it types which of our documents
// we publish or how many (see EDITING.md for each).
import { readFileSync } from 'node:fs';
import { filesUnder, isMarkdown } from './lib/files';
import { findSupersededNames } from './lib/superseded';
import { findTypedServiceLevels } from './lib/serviceLevelLint';
import { findTypedDocumentLists } from './lib/documentListLint';
import { supersededNames } from '../src/data/superseded';

const listFile = 'src/data/superseded.ts';
const checked = (test: (file: string) => boolean) => (file: string) =>
  test(file) && !file.includes('__tests__') && file !== listFile;
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
for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.message}`);
if (findings.length > 0) {
  console.error(
    `\n${findings.length} problem(s). See "Superseded names", "Service levels" and "Lists of our documents" in EDITING.md.`,
  );
  process.exit(1);
}
console.log(
  `Content: ${markdown.length + data.length} files checked against ${supersededNames.length} superseded names, ` +
    `and ${markdown.length} Markdown files for typed service levels and lists of our documents; none found.`,
);
