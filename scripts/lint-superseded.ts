// npm run lint:superseded — fails, with file:line and the name to use, when a
// Markdown page or a data file names a replaced rule or body without its
// replacement (the list is src/data/superseded.ts; EDITING.md explains it).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findSupersededNames } from './lib/superseded';
import { supersededNames as names } from '../src/data/superseded';

const listFile = 'src/data/superseded.ts';
const markdownDirs = ['docs', 'src', 'blog', 'content'];
const dataDir = 'src/data';

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((file) => test(file) && !file.includes('__tests__') && file !== listFile);
}

const files = [
  ...new Set([
    ...markdownDirs.flatMap((dir) => filesUnder(dir, (file) => /\.mdx?$/.test(file))),
    ...filesUnder(dataDir, (file) => /\.ts$/.test(file)),
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
