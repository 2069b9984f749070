// npm run lint:superseded — fails, with file:line and the name to use, when a
// Markdown page or a data file names a replaced rule or body without its
// replacement (the list is src/data/superseded.ts; EDITING.md explains it).
import { readFileSync } from 'node:fs';
import { filesUnder, isMarkdown } from './lib/files';
import { findSupersededNames } from './lib/superseded';
import { supersededNames as names } from '../src/data/superseded';

const listFile = 'src/data/superseded.ts';
const markdownDirs = ['docs/policies', 'docs/faq', 'src', 'blog', 'content'];
const dataDir = 'src/data';

const checked = (test: (file: string) => boolean) => (file: string) =>
  test(file) && !file.includes('__tests__') && file !== listFile;

const files = [
  ...new Set([
    ...markdownDirs.flatMap((dir) => filesUnder(dir, checked(isMarkdown))),
    ...filesUnder(
      dataDir,
      checked((file) => file.endsWith('.ts')),
    ),
  ]),
].sort();
const findings = files.flatMap((file) => findSupersededNames(file, readFileSync(file, 'utf8'), names));
for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.message}`);
if (findings.length > 0) {
  console.error(
    `\n${findings.length} superseded name(s) without their replacement. See "Superseded names" in EDITING.md.`,
  );
  process.exit(1);
}
console.log(`Superseded names: ${files.length} files checked against ${names.length} entries, none out of date.`);
