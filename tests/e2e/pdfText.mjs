// Prints the text of a PDF as JSON, one string a page, in order, using
// pdf.js. The page tests run it as a child process: pdf.js starts its own
// worker module, which Playwright's test loader does not handle.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const bytes = new Uint8Array(readFileSync(process.argv[2]));
const doc = await getDocument({ data: bytes, useSystemFonts: true }).promise;
const pages = [];
for (let number = 1; number <= doc.numPages; number += 1) {
  const content = await (await doc.getPage(number)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  pages.push(text.replace(/\s+/g, ' ').trim());
}
process.stdout.write(JSON.stringify(pages));
