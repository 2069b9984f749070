// npm run lint:service-levels — fails, with file:line, when a Markdown page
// types a service level (a response time, opening hours) instead of showing it
// from src/data/serviceLevels.ts. The rule is scripts/lib/serviceLevelLint.ts;
// EDITING.md ("Service levels") explains the message.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findTypedServiceLevels } from './lib/serviceLevelLint';

const markdownDirs = ['docs', 'src', 'blog'];

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((file) => /\.mdx?$/.test(file));
}

const files = markdownDirs.flatMap(markdownFiles).sort();
const findings = files.flatMap((file) => findTypedServiceLevels(file, readFileSync(file, 'utf8')));
for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.message}`);
if (findings.length > 0) {
  console.error(`\n${findings.length} typed service level(s). See "Service levels" in EDITING.md.`);
  process.exit(1);
}
console.log(`Service levels: ${files.length} Markdown files checked, every one shown from the data.`);
