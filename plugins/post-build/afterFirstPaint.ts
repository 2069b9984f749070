import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtHtmlFiles } from './htmlFiles';

/** Docusaurus's two entry scripts, as the HTML minifier leaves them (quotes optional). */
const deferredScript = /<script src="?([^"\s>]+)"? defer><\/script>/g;

/**
 * The whole stylesheet, as the critical-CSS step leaves it: named only for
 * browsers without scripts. With scripts, the loader below adds it.
 */
const noscriptStylesheet = /<noscript><link rel="?stylesheet"? href="?([^"\s>]+)"?\s*\/?><\/noscript>/g;

/**
 * Nothing but the page itself comes before its first paint.
 *
 * Deferred scripts run as soon as the HTML is parsed, and Chrome often runs
 * them before it paints what it parsed: the page's largest text or image then
 * appears only after React's bundle has been evaluated. And whatever the page
 * downloads before that paint (a preloaded bundle, the stylesheet the page's
 * own critical CSS already covers) competes with it on a slow connection:
 * Lighthouse counts every request finished before the largest paint as part
 * of it, which put the home page's at 1.3–2.1 s where the first paint was 0.8 s.
 *
 * So the page starts with its HTML, its inlined critical CSS and its
 * first-screen images only. One small inline loader adds the whole stylesheet
 * and then the entry scripts, in order, when the browser reports the first
 * contentful paint (Paint Timing). Where Paint Timing is missing it starts
 * after the next frame; a page opened in a background tab paints nothing, so
 * it starts at once; and after 3 s it starts whatever happened. The observer
 * starts them itself, in the task that reports the paint, not through a
 * timer, so a page whose clock is paused (a test's, a slow device's) still
 * hydrates. Scripts are added not async, so they run in order: the page's
 * route chunks (`routeChunks.ts`), which only register their modules, then
 * the runtime and `main.js`, which finds them loaded.
 *
 * The cost, said plainly: the bundle's download starts at the first paint, not
 * while the HTML is parsed, so React takes over that much later (the time from
 * the HTML's arrival to its first paint). Nothing waits for it: every control
 * a visitor needs works from the HTML (the phone menu is a popover, the
 * Policies dropdown and FAQ panels are `<details>`, Search and the carousel's
 * dots are links, the enquiry form a plain form), and React improves them.
 */
export function loadAfterFirstPaint(html: string, routeChunks: readonly string[] = []): string {
  const entryScripts = [...html.matchAll(deferredScript)].map((match) => match[1]!);
  const scripts = entryScripts.length > 0 ? [...routeChunks, ...entryScripts] : [];
  const stylesheets = [...html.matchAll(noscriptStylesheet)].map((match) => match[1]!);
  if (scripts.length === 0 && stylesheets.length === 0) return html;
  const loader =
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(stylesheets)}.forEach(function(href){var l=document.createElement("link");` +
    `l.rel="stylesheet";l.href=href;document.head.appendChild(l)});` +
    `${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement("script");` +
    `s.src=src;s.async=false;document.head.appendChild(s)})}` +
    `if(document.visibilityState==="hidden"){start();return}` +
    `setTimeout(start,3000);` +
    `if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&` +
    `PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();start()}})` +
    `.observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(start,0)})})()`;
  return html.replace(deferredScript, '').replace('</body>', () => `<script>${loader}</script></body>`);
}

/** `routeChunks` takes a page's file inside `outDir` and gives the scripts of its route. */
export async function deferToFirstPaint(
  outDir: string,
  routeChunks: (file: string) => readonly string[],
): Promise<string> {
  const pages = await builtHtmlFiles(outDir);
  let changed = 0;
  let chunks = 0;
  for (const file of pages) {
    const full = path.join(outDir, file);
    const html = await readFile(full, 'utf8');
    const pageChunks = routeChunks(file);
    const output = loadAfterFirstPaint(html, pageChunks);
    if (output === html) continue;
    changed += 1;
    chunks += pageChunks.length;
    await writeFile(full, output);
  }
  return `[first paint] stylesheet and scripts, with ${chunks} route chunks, load after the first paint on ${changed} pages`;
}
