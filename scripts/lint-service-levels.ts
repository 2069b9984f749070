// npm run lint:service-levels: fails, with file:line, when Markdown types a service level (scripts/lib/serviceLevelLint.ts).
import { readFileSync } from 'node:fs';
import { filesUnder, isMarkdown } from './lib/files';
import { findTypedServiceLevels } from './lib/serviceLevelLint';

const markdownDirs = ['docs/policies', 'docs/faq', 'src', 'blog'];

const files = markdownDirs.flatMap((dir) => filesUnder(dir, isMarkdown)).sort();
const findings = files.flatMap((file) => findTypedServiceLevels(file, readFileSync(file, 'utf8')));
for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.message}`);
if (findings.length > 0) {
  console.error(`\n${findings.length} typed service level(s). See "Service levels" in EDITING.md.`);
  process.exit(1);
}
console.log(`Service levels: ${files.length} Markdown files checked, every one shown from the data.`);
