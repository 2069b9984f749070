// npm run bench -- --scale N: the build with N times today's documents, in copies of the tree: today's content and
// N times it from clean, then N times again after one edit with the build cache. Wall time and each step's share.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySite } from './siteCopy';
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { faqIndexFile, policyIndexFile } from '../../plugins/content-index';
import { outlineStartPages } from '../../plugins/post-build/tenderPack';
import { tenderPackFile } from '../../src/data/pdfs';

export type ScaleBuild = {
  label: string;
  pages: number;
  pdfs: string;
  wallSeconds: number;
  steps: Record<string, number>;
};

/** A front matter value rewritten for copy `k`: slugs get a suffix, titles say which copy they are. */
function copyOf(markdown: string, k: number): string {
  const end = markdown.indexOf('\n---', 4);
  const frontMatter = markdown
    .slice(0, end)
    .replace(/^slug: *['"]?([^'"\n]+)['"]?$/m, (_, slug: string) => `slug: ${slug}-copy-${k}`)
    .replace(
      /^title: *(.+)$/m,
      (_, title: string) => `title: ${JSON.stringify(`${title.replace(/^['"]|['"]$/g, '')} (copy ${k})`)}`,
    );
  return frontMatter + markdown.slice(end);
}

/** Adds `scale − 1` copies of every FAQ page, policy and post (not index pages or partials). */
export function multiplyContent(dir: string, scale: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const folder of ['docs/faq', 'docs/policies', 'blog']) {
    const originals = readdirSync(path.join(dir, folder)).filter(
      (name) => /\.mdx?$/.test(name) && !name.startsWith('_') && name !== faqIndexFile && name !== policyIndexFile,
    );
    for (const name of originals) {
      const markdown = readFileSync(path.join(dir, folder, name), 'utf8');
      for (let k = 2; k <= scale; k += 1) {
        writeFileSync(path.join(dir, folder, name.replace(/(\.mdx?)$/, `-copy-${k}$1`)), copyOf(markdown, k));
      }
    }
    counts[folder] = originals.length * scale;
  }
  return counts;
}

/** Builds the copy in `dir` and reads the step figures the build prints. */
function build(dir: string, label: string, env: NodeJS.ProcessEnv): ScaleBuild {
  const started = process.hrtime.bigint();
  const output = execFileSync('npx', ['docusaurus', 'build'], {
    cwd: dir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const pdf = /^\[pdf\] (.*) in ([\d.]+) s(.*)$/m.exec(output);
  const pagesLine = /^\[pages\] (\d+) pages read once .* in ([\d.]+) s: (.*)$/m.exec(output);
  const steps: Record<string, number> = {};
  if (pdf) steps['printing PDFs'] = Number(pdf[2]);
  for (const [, name, seconds] of (pagesLine?.[3] ?? '').matchAll(/([A-Za-z -]+?) ([\d.]+) s/g)) {
    steps[`page step: ${name!.trim()}`] = Number(seconds);
  }
  const postBuild = Object.values(steps).reduce((sum, seconds) => sum + seconds, 0);
  steps['bundling, rendering and the rest'] = Math.max(0, wallSeconds - postBuild);
  return {
    label,
    pages: Number(pagesLine?.[1] ?? 0),
    pdfs: pdf ? `${pdf[1]}${pdf[3]}` : 'none',
    wallSeconds,
    steps,
  };
}

/** The tender pack still one tagged document, with an outline entry and a contents link for each document. */
async function packSummary(dir: string) {
  const pdf = await PDFDocument.load(readFileSync(path.join(dir, 'build', tenderPackFile.replace(/^\//, ''))));
  const links = pdf
    .getPages()
    .flatMap((page) => (page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)?.asArray() ?? []) as unknown[])
    .filter(
      (annotation) =>
        (pdf.context.lookup(annotation as never) as PDFDict | undefined)?.get(PDFName.of('Subtype'))?.toString() ===
        '/Link',
    );
  return {
    pages: pdf.getPageCount(),
    tagged: pdf.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict) !== undefined,
    outlineEntries: outlineStartPages(pdf).size,
    links: links.length,
  };
}

export async function scaleBench(
  root: string,
  scale: number,
): Promise<{ builds: ScaleBuild[]; pack: Awaited<ReturnType<typeof packSummary>> }> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const today = path.join(work, 'today');
  const scaled = path.join(work, `x${scale}`);
  try {
    for (const dir of [today, scaled]) {
      mkdirSync(dir);
      copySite(root, dir);
    }
    const counts = multiplyContent(scaled, scale);
    console.log(
      `\nScale ${scale}: ${Object.entries(counts)
        .map(([folder, n]) => `${n} in ${folder}`)
        .join(', ')}`,
    );
    const clean = (cache: string) => ({ DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', BUILD_CACHE_DIR: cache });
    const results = [
      build(today, "today's content, clean", clean(path.join(work, 'cache-today'))),
      build(scaled, `${scale}× the content, clean`, clean(path.join(work, 'cache-scaled'))),
    ];
    const pack = await packSummary(scaled);
    // One policy edited, as an editor would: the rest print from the cache.
    const policy = path.join(
      scaled,
      'docs/policies',
      readdirSync(path.join(scaled, 'docs/policies')).find((name) => /-copy-2\.md$/.test(name))!,
    );
    writeFileSync(policy, `${readFileSync(policy, 'utf8')}\nThis paragraph was added by the scale bench.\n`);
    results.push(
      build(
        scaled,
        `${scale}× the content, one policy edited, build cache kept`,
        clean(path.join(work, 'cache-scaled')),
      ),
    );
    return { builds: results, pack };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function printScaleBench(results: readonly ScaleBuild[]) {
  const base = results[0]!.wallSeconds;
  for (const result of results) {
    console.log(
      `\n${result.label}: ${result.pages} pages, ${result.wallSeconds.toFixed(1)} s (${(result.wallSeconds / base).toFixed(2)}× today's clean build)`,
    );
    console.log(`  PDFs: ${result.pdfs}`);
    for (const [step, seconds] of Object.entries(result.steps)) {
      console.log(
        `  ${step.padEnd(40)}${seconds.toFixed(1).padStart(7)} s  ${((100 * seconds) / result.wallSeconds).toFixed(0).padStart(3)} %`,
      );
    }
  }
}
