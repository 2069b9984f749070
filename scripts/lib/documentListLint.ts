// `npm run lint:content`: a sentence that says which of our documents we publish, or how many, is printed from the
// document list (<DocumentList />), never typed: a typed one went false when the next policy was published.

import type { Finding } from './serviceLevelLint';

/** "have not yet published", "do not publish", "is not published", "unpublished". */
const denies = /\b(?:not\s+(?:yet\s+)?(?:been\s+)?publish(?:ed)?|unpublished|no\s+published)\b/i;
/** "17 policies", "seven policy documents", "five of our policies". */
const counts =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\s+(?:of\s+our\s+)?(?:published\s+)?(?:policies|policy\s+documents|documents)\b/i;
/** What a sentence must be about for either to matter: our documents ("we", "our"), not a client's. */
const documents = /\b(?:polic(?:y|ies)|statements?|plans?|documents?)\b/i;
const ours = /\b(?:we|our|us)\b/i;

const message =
  'this sentence says which of our documents we publish, or how many, in typed words; print the list with <DocumentList /> ' +
  '(it reads docs/policies, as the compliance page does), or reword it so it names no set of documents';

/** Sentences of a Markdown file's body (front matter, code and history left out), each with its line. */
function sentences(text: string): { line: number; text: string }[] {
  const lines = text.split(/\r?\n/);
  const result: { line: number; text: string }[] = [];
  let inFrontMatter = lines[0] === '---';
  let inCode = false;
  lines.forEach((line, index) => {
    if (index > 0 && inFrontMatter && line === '---') return void (inFrontMatter = false);
    if (inFrontMatter) return;
    if (/^\s*```/.test(line)) inCode = !inCode;
    if (inCode) return;
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z<[*])/)) result.push({ line: index + 1, text: sentence });
  });
  return result;
}

/** Every sentence in `text` that denies or counts our documents. */
export function findTypedDocumentLists(file: string, text: string): Finding[] {
  return sentences(text)
    .filter(
      ({ text: sentence }) =>
        ours.test(sentence) && documents.test(sentence) && (denies.test(sentence) || counts.test(sentence)),
    )
    .map(({ line }) => ({ file, line, message }));
}
