import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The site search: Pagefind over the built HTML, in the output's `pagefind/`, fetched only when a visitor searches. */

/** Pages that are not content: the home page's carousel, search itself and 404. */
const skippedPages = new Set(['index.html', '404.html', 'search/index.html']);

/** Site furniture and the enquiry form are never search results. */
const excludeSelectors = [
  // DOCUSAURUS-INTERNAL: skip-link-id. The theme's "Skip to main content" link, which would open many excerpts.
  'a[href="#__docusaurus_skipToContent_fallback"]',
  'nav',
  'footer',
  'form',
  // Controls, such as each FAQ answer's "Copy link to this question", and the "Download PDF" links.
  'button',
  'a[download]',
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

const isRedirectStub = (html: string) => /<meta http-equiv="?refresh"?/i.test(html);

/**
 * The built HTML is minified, and Pagefind joins the text of neighbouring blocks it does not know as blocks
 * ("Security clearanceSecurity Check"): a space before each such tag keeps a label apart from its value in the index.
 */
export const spacedBlocks = (html: string) => html.replace(/<(dt|dd|li|td|th|tr|p|h[1-6]|figcaption)\b/gi, ' <$1');

/**
 * Pagefind's Node API, at the entry its package declares for `import`. Pagefind declares none for `require()`, and
 * jiti, which loads plugins, turns `import('pagefind')` into one; a file it imports by path it loads as written.
 */
async function importPagefind(siteDir: string): Promise<typeof import('pagefind')> {
  const packageDir = path.join(siteDir, 'node_modules', 'pagefind');
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: { '.': { import: string } };
  };
  return import(path.join(packageDir, manifest.exports['.'].import));
}

/** Files Pagefind left empty in its output folder (its own folders of chunks included). */
async function emptyFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((entry) => stat(path.join(entry.parentPath, entry.name))));
  return files
    .filter((_, at) => sizes[at]!.size === 0)
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

export type SearchIndex = {
  /** Indexes a page as built, before any other step has changed it. */
  add: (file: string, html: string) => Promise<void>;
  /** Writes the index to `pagefind/` in the output folder. */
  write: () => Promise<string>;
};

export async function startSearchIndex(outDir: string, siteDir: string): Promise<SearchIndex> {
  const pagefind = await importPagefind(siteDir);
  const { index, errors } = await pagefind.createIndex({ excludeSelectors, forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let pages = 0;
  return {
    async add(sourcePath, content) {
      if (skippedPages.has(sourcePath) || listingPage.test(sourcePath) || sourcePath.startsWith('pagefind/')) return;
      if (isRedirectStub(content)) return;
      const added = await index.addHTMLFile({ sourcePath, content: spacedBlocks(content) });
      if (added.errors.length > 0)
        throw new Error(`Pagefind could not index ${sourcePath}: ${added.errors.join('; ')}`);
      pages += 1;
    },
    async write() {
      const outputPath = path.join(outDir, 'pagefind');
      const writeAll = async () => {
        const written = await index.writeFiles({ outputPath });
        if (written.errors.length > 0)
          throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
        return emptyFiles(outputPath);
      };
      // Pagefind has been seen to report success with files left empty, breaking search silently: write again once,
      // then stop the build naming any still empty.
      const empty = (await writeAll()).length > 0 ? await writeAll() : [];
      if (empty.length > 0) {
        throw new Error(
          `Pagefind wrote empty files in ${path.relative(process.cwd(), outputPath)}: ${empty.join(', ')}`,
        );
      }
      await pagefind.close();
      return `[search] Pagefind indexed ${pages} pages into ${path.relative(process.cwd(), outDir)}/pagefind/`;
    },
  };
}
