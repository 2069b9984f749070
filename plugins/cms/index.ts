import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { faqDir, faqIndexFile, policyDir, policyIndexFile, readPublishedAnchors } from '../content-index';
import { frontMatterKeys } from '../content-index/frontMatter';
import { adminPage } from './adminPage';
import { cmsBackendFromEnv, cmsConfig } from './config';

/** The editor at /admin/ (Decap CMS): a page of its own, written after the build, which no visitor page loads. */
export const adminDir = 'admin';

/** Decap's browser build: its entry, the chunks it loads as an editor needs them, and its licence notice. */
const isDecapFile = (name: string) =>
  /^(?:decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/.test(name);

async function copyDecap(siteDir: string, to: string): Promise<number> {
  const from = path.join(siteDir, 'node_modules', 'decap-cms', 'dist');
  const files = (await readdir(from)).filter(isDecapFile);
  if (!files.includes('decap-cms.js')) {
    throw new Error(`[cms] ${from} has no decap-cms.js: has the decap-cms package changed its layout?`);
  }
  await mkdir(to, { recursive: true });
  await Promise.all(files.map((file) => copyFile(path.join(from, file), path.join(to, file))));
  return files.length;
}

/** The site's stylesheets, for the preview; the build stops if Docusaurus wrote none where it always does. */
async function siteStylesheets(outDir: string, baseUrl: string): Promise<string[]> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const sheets = (await readdir(cssDir).catch(() => [])).filter((name) => name.endsWith('.css'));
  if (sheets.length === 0)
    throw new Error(`[cms] no stylesheet in ${cssDir}, so the editor's preview would be unstyled`);
  return sheets.map((name) => `${baseUrl}assets/css/${name}`);
}

/** Writes the editor into `outDir`; called by post-build, since each plugin's name ships in every page's script. */
export async function writeEditor({
  outDir,
  siteDir,
  siteUrl,
  baseUrl,
  title,
}: {
  outDir: string;
  siteDir: string;
  siteUrl: string;
  baseUrl: string;
  title: string;
}): Promise<string> {
  const dir = path.join(outDir, adminDir);
  const backend = cmsBackendFromEnv();
  const config = cmsConfig({ siteDir, siteUrl, backend });
  const [decapFiles, stylesheets] = await Promise.all([
    copyDecap(siteDir, path.join(dir, 'decap')),
    siteStylesheets(outDir, baseUrl),
  ]);
  await build({
    entryPoints: [path.join(__dirname, 'browser', 'admin.ts')],
    outfile: path.join(dir, 'admin.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: {
      SITE_STYLESHEETS: JSON.stringify(stylesheets),
      INDEX_PAGES: JSON.stringify([`${policyDir}/${policyIndexFile}`, `${faqDir}/${faqIndexFile}`]),
      // The keys the build takes, by collection, so the editor refuses an unknown one as the build does.
      FRONT_MATTER_KEYS: JSON.stringify({
        policies: frontMatterKeys.policy,
        faq: frontMatterKeys.doc,
        insights: frontMatterKeys.post,
      }),
      // The FAQ questions' published addresses, so the editor refuses to lose one as the build does.
      PUBLISHED_ANCHORS: JSON.stringify(readPublishedAnchors(siteDir)),
    },
    plugins: [
      {
        // DOCUSAURUS-INTERNAL: heading-id-files. Every import of `@docusaurus/utils` in the editor's bundle gets the
        // build's heading-id rule alone, without the package's Node-only rest.
        name: 'docusaurus-utils-for-the-browser',
        setup(bundler) {
          bundler.onResolve({ filter: /^@docusaurus\/utils$/ }, () => ({
            path: path.join(__dirname, 'browser', 'docusaurusUtils.ts'),
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
  await writeFile(
    path.join(dir, 'config.yml'),
    // JSON is YAML: one generated file, no YAML writer needed.
    `# Made by plugins/cms from the build's front-matter schemas: change those, not this file.\n${JSON.stringify(config, null, 2)}\n`,
  );
  await writeFile(path.join(dir, 'index.html'), adminPage({ title, baseUrl, backend }));
  return `[cms] wrote the editor to ${path.relative(process.cwd(), dir)}/ (Decap CMS, ${decapFiles} files)`;
}
