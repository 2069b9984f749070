// Prints the text of a PDF as JSON, one entry a page, in order, using pdf.js. The page tests run it as a child
// process: pdf.js starts its own worker module, which Playwright's test loader does not handle.
// `node pdfText.mjs file.pdf`: each page's text as one string.
// `node pdfText.mjs file.pdf lines`: each page's body as its lines, top to bottom, without the running header and
// footer (the 20 mm margins every PDF is printed with, plugins/post-build/pdfPrint.ts).
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const margin = (20 / 25.4) * 72;
const bytes = new Uint8Array(readFileSync(process.argv[2]));
const asLines = process.argv[3] === 'lines';
const doc = await getDocument({ data: bytes, useSystemFonts: true }).promise;
const pages = [];
for (let number = 1; number <= doc.numPages; number += 1) {
  const page = await doc.getPage(number);
  const items = (await page.getTextContent()).items.filter((item) => 'str' in item);
  if (!asLines) {
    pages.push(
      items
        .map((item) => item.str)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    continue;
  }
  const height = page.view[3] - page.view[1];
  // A line is the runs that share a baseline (to the nearest point), left to right.
  const lines = new Map();
  for (const item of items) {
    const [x, y] = [item.transform[4], item.transform[5]];
    if (y < margin || y > height - margin || !item.str.trim()) continue;
    const key = Math.round(y);
    lines.set(key, [...(lines.get(key) ?? []), { x, text: item.str }]);
  }
  pages.push(
    [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, runs]) =>
        runs
          .sort((a, b) => a.x - b.x)
          .map((run) => run.text)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
  );
}
process.stdout.write(JSON.stringify(pages));
