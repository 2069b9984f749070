import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties, { type Options } from 'beasties';
import { parse, serialize } from 'parse5';
import { BuildCache, sha256, withoutScripts } from './buildCache';
import type { PageStep } from './pagePipeline';
import { pruneUnusedCustomProperties } from './unusedCustomProperties';

/**
 * The site has one stylesheet, and a <link> to it in the head blocks the
 * first paint until it has downloaded (docs/maintaining/performance.md).
 * Beasties puts the rules each page's HTML uses into the page itself; the
 * link to the whole stylesheet is left for browsers without scripts only
 * (<noscript>), and the first-paint loader (plugins/first-paint) adds it once
 * the page has painted. The client-side navigation, the menu and the search
 * dialog then have every rule.
 *
 * - `preload: 'body'`, the one strategy with no script: only the critical CSS
 *   is taken from Beasties' output, and how the whole stylesheet loads is
 *   ours (see above). Beasties' strategies start the download before the
 *   first paint, and most use onload attributes, which the CSP forbids.
 * - The colour mode is set by an inline script before the first paint
 *   (`data-theme` on <html>, and `data-theme-choice`, which picks the colour
 *   mode button's icon), so rules for either mode never match the HTML as
 *   built: keep them, or a visitor sees the wrong colours and both logos
 *   until the stylesheet arrives, and a wide screen's navbar has no icon on
 *   its colour mode button.
 * - The stylesheet itself stays whole (`pruneSource: false`): every page and
 *   every client-side navigation shares it.
 */
export const criticalCssOptions: Options = {
  preload: 'body',
  pruneSource: false,
  allowRules: [
    /\[data-theme(-choice)?[=\]]/,
    // Beasties cannot see inside :where(), and Infima colours its buttons with
    // :where(.button--primary) and the like: twelve short rules, always kept.
    /:where\(/,
  ],
  // Keyframes of animations the HTML starts with (the carousel's fade) only.
  keyframes: 'critical',
  // Fonts are the system stack: nothing to inline or preload.
  fonts: false,
  // The page's own inline styles (the <noscript> rules for pages without
  // scripts) are left as they are: by default Beasties prunes them and pours
  // the critical CSS into the first of them, inside the <noscript>.
  mergeStylesheets: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
};

/**
 * The HTML minifier leaves out the end tags HTML lets a page leave out
 * (`</li>`, and `</p>` before `</li>`). Beasties' parser does not imply them
 * as a browser does: it nests each `<li>` in the `<p>` before it, so a rule
 * such as `.markdown li + li` matched nothing there and was left out, and the
 * docs index cards moved when the stylesheet arrived (a layout shift). So
 * Beasties reads the page as a browser builds it: parsed by parse5, which
 * follows the HTML standard, and written out again with every end tag.
 */
export function asBrowserBuildsIt(html: string): string {
  return serialize(parse(html));
}

/** The critical CSS Beasties worked out, from its output: the one `<style>` it adds (a `<noscript>` style is not it). */
export function criticalCssOf(processed: string, file: string): string {
  const critical = /<style>([\s\S]+?)<\/style>/.exec(processed.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))?.[1];
  if (!critical) throw new Error(`[css] ${file}: no critical CSS came out of Beasties; is the stylesheet linked?`);
  return critical;
}

/**
 * Beasties re-serialises the whole page, and its output would no longer match
 * what React renders (error #418). So only what Beasties worked out is taken
 * from its output, the page's critical CSS (less the custom properties the
 * page does not use), and spliced into the page as built.
 */
export function deferStylesheet(html: string, critical: string, file: string): string {
  const link = /<link rel="?stylesheet"? href="?([^"\s>]+)"?\s*\/?>/.exec(html);
  if (!link) throw new Error(`[css] ${file}: the page links no stylesheet to defer`);
  const href = link[1]!;
  const css = pruneUnusedCustomProperties(critical, html);
  const deferred = `<style>${css}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`;
  // A function, not a string: a `$` in the CSS must not be read as a replacement pattern.
  return html.replace(link[0], () => deferred);
}

/**
 * What a page's critical CSS depends on: its markup (less its scripts, whose
 * names change with any page), which links the stylesheet by a name that is
 * its content hash, and how Beasties is run (its version, our options and
 * this file).
 */
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

/**
 * The step that inlines a page's critical CSS; `baseUrl` is where the
 * stylesheet's href starts. Redirect pages have no stylesheet and are left
 * as they are. A page whose markup and stylesheet are as a build that kept
 * its critical CSS found them (`cacheDir`, buildCache.ts) takes it from there.
 */
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
