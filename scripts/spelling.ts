// npm run lint:spelling: cspell over the Markdown, data and guides, with the content's own addresses accepted.
import path from 'node:path';
import { loadContentIndex } from '../plugins/content-index';
import { spellingProblems } from './lib/spelling';

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '..');
  const { index } = await loadContentIndex(siteDir);
  const problems = spellingProblems(siteDir, index);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} unknown word(s): correct them, or add a real word to .cspell/project-words.txt.`,
    );
    process.exit(1);
  }
}

void main();
