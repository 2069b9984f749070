import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties, { type Options } from 'beasties';
import { parse, serialize } from 'parse5';
import { BuildCache, sha256, withoutScripts } from './buildCache';
import type { PageStep } from './pagePipeline';
import { pruneUnusedCustomProperties } from './unusedCustomProperties';

/**
 * Each page carries the rules its HTML uses; the whole stylesheet loads after the first paint, or from <noscript>.
 * Why each option is set as it is: docs/maintaining/decisions.md#critical-css.
 */
export const criticalCssOptions: Options = {
  preload: 'body',
  pruneSource: false,
  allowRules: [
    /\[data-theme(-choice)?[=\]]/,
    // Beasties cannot see inside :where(), where Infima colours its buttons.
    /:where\(/,
  ],
  // Keyframes of animations the HTML starts with (the carousel's fade) only.
  keyframes: 'critical',
  // The brand face loads with the whole stylesheet, after the first paint (src/css/brandFont.css): none inlined.
  fonts: false,
  // Leave the page's own <noscript> styles alone, or Beasties pours the critical CSS into them.
  mergeStylesheets: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
};

/** Beasties reads the page as a browser builds it, with the end tags the minifier left out (a layout shift otherwise). */
export function asBrowserBuildsIt(html: string): string {
  return serialize(parse(html));
}

/**
 * The critical CSS Beasties worked out, from its output: the one bare `<style>` it adds (a `<noscript>` style is not
 * it, nor one a plugin put in the head with an attribute, such as plugins/brand-font's).
 */
export function criticalCssOf(processed: string, file: string): string {
  const critical = /<style>([\s\S]+?)<\/style>/.exec(processed.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))?.[1];
  if (!critical) throw new Error(`[css] ${file}: no critical CSS came out of Beasties; is the stylesheet linked?`);
  return critical;
}

/** Splices the critical CSS into the page as built: Beasties' own output would not match what React renders (#418). */
export function deferStylesheet(html: string, critical: string, file: string): string {
  const link = /<link rel="?stylesheet"? href="?([^"\s>]+)"?\s*\/?>/.exec(html);
  if (!link) throw new Error(`[css] ${file}: the page links no stylesheet to defer`);
  const href = link[1]!;
  const css = pruneUnusedCustomProperties(critical, html);
  const deferred = `<style>${css}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`;
  // A function, not a string: a `$` in the CSS must not be read as a replacement pattern.
  return html.replace(link[0], () => deferred);
}

/** A page's critical CSS depends on its markup less its scripts, and on how Beasties is run (version, options, this file). */
const criticalCssMaker = sha256(
  readFileSync(__filename, 'utf8'),
  JSON.stringify(criticalCssOptions, (_, value: unknown) => (value instanceof RegExp ? String(value) : value)),
  // Its exact version, as package.json pins it (its own package.json is not exported).
  (
    JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies.beasties!,
);
export const criticalCssKey = (html: string) => sha256(criticalCssMaker, withoutScripts(html));

/** The step that inlines a page's critical CSS, from the build cache when its markup is unchanged (buildCache.ts). */
export function criticalCssStep(outDir: string, baseUrl: string, cacheDir?: string): PageStep {
  const beasties = new Beasties({ ...criticalCssOptions, path: outDir, publicPath: baseUrl });
  const cache = new BuildCache(cacheDir, ['css']);
  return {
    name: 'critical CSS',
    run: async (html, file) => {
      if (!/<link rel="?stylesheet"?/.test(html)) return html;
      const key = criticalCssKey(html);
      let critical = (await cache.get(key))?.[0]?.toString('utf8');
      if (critical === undefined) {
        critical = criticalCssOf(await beasties.process(asBrowserBuildsIt(html)), file);
        await cache.put(key, [critical]);
      }
      return deferStylesheet(html, critical, file);
    },
    finish: () => cache.prune(),
  };
}
