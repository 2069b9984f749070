import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtHtmlFiles } from './htmlFiles';

/** One change to a built page: given its HTML and its file inside the build, the new HTML. */
export type PageStep = {
  name: string;
  run: (html: string, file: string) => string | Promise<string>;
  /** Once every page has been through the step (a cache's tidying, say). */
  finish?: () => Promise<void>;
};

/** The steps that read or change the built pages, as one pass: each page read once, through every step in order, written once. */
export async function rewritePages(outDir: string, steps: readonly PageStep[]): Promise<string> {
  const started = performance.now();
  const spent = steps.map(() => 0);
  const changed = steps.map(() => 0);
  const pages = await builtHtmlFiles(outDir);
  let written = 0;
  for (const file of pages) {
    const full = path.join(outDir, file);
    const original = await readFile(full, 'utf8');
    let html = original;
    for (const [index, step] of steps.entries()) {
      const stepStarted = performance.now();
      const next = await step.run(html, file);
      spent[index] = spent[index]! + performance.now() - stepStarted;
      if (next !== html) changed[index] = changed[index]! + 1;
      html = next;
    }
    if (html !== original) {
      await writeFile(full, html);
      written += 1;
    }
  }
  for (const step of steps) await step.finish?.();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const perStep = steps.map((step, index) => `${step.name} ${seconds(spent[index]!)} (${changed[index]} changed)`);
  return `[pages] ${pages.length} pages read once and ${written} written once in ${seconds(performance.now() - started)}: ${perStep.join('; ')}`;
}
