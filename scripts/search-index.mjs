// Builds the site search: runs Pagefind over the built HTML (after
// `docusaurus build`) and writes its script, WebAssembly and index chunks to
// build/pagefind/. The browser fetches them only when a visitor searches.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

const outDir = process.argv[2] ?? 'build';

/** Pages that are not content: the home page's carousel, search itself, 404 and redirect stubs. */
const skippedPages = new Set(['index.html', '404.html', 'search/index.html']);

/** Site furniture and the enquiry form are never search results. */
const excludeSelectors = [
  'nav',
  'footer',
  'form',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.hash-link',
  '[aria-hidden="true"]',
];

/** Blog listings repeat the posts' own text: search leads to the posts themselves. */
const listingPage = /^insights\/(index\.html|page\/|tags\/|authors\/|archive\/)/;

const isRedirectStub = (html) => /<meta http-equiv="?refresh"?/i.test(html);

const { index, errors } = await pagefind.createIndex({ excludeSelectors, forceLanguage: 'en' });
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

let pages = 0;
for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).sort()) {
  const sourcePath = file.split(path.sep).join('/');
  if (!sourcePath.endsWith('.html') || skippedPages.has(sourcePath) || listingPage.test(sourcePath)) continue;
  if (sourcePath.startsWith('pagefind/')) continue;
  const content = readFileSync(path.join(outDir, file), 'utf8');
  if (isRedirectStub(content)) continue;
  const added = await index.addHTMLFile({ sourcePath, content });
  if (added.errors.length > 0) throw new Error(`Pagefind could not index ${sourcePath}: ${added.errors.join('; ')}`);
  pages += 1;
}
const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
if (written.errors.length > 0) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
await pagefind.close();
console.log(`[search] Pagefind indexed ${pages} pages into ${outDir}/pagefind/`);
