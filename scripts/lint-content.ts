// npm run lint:content: fails, with file:line, on the rules in ./lib/contentLint.ts (see docs/maintaining/editing-reference.md for each).
import { contentLintFindings, contentLintHelp } from './lib/contentLint';

const { findings, summary } = contentLintFindings();
for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.message}`);
if (findings.length > 0) {
  console.error(`\n${findings.length} problem(s). ${contentLintHelp}`);
  process.exit(1);
}
console.log(summary);
