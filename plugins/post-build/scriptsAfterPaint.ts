import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtHtmlFiles } from './htmlFiles';

/** Docusaurus's two entry scripts, as the HTML minifier leaves them (quotes optional). */
const deferredScript = /<script src="?([^"\s>]+)"? defer><\/script>/g;

/**
 * Deferred scripts run as soon as the HTML is parsed, and Chrome often runs
 * them before it paints what it parsed: the page's largest text or image then
 * appears only after React's bundle has been evaluated (about 0.1 s on a fast
 * machine, a second on a slow phone). Here the scripts are fetched at once
 * (preloaded, at low priority) but started only when the browser reports the
 * first contentful paint (Paint Timing), so what a visitor sees never waits
 * for them. Where Paint Timing is missing they start after the next frame; a
 * page opened in a background tab paints nothing, so it starts them at once;
 * and after 3 s they start whatever happened. The observer starts them
 * itself, in the task that reports the paint, not through a timer, so a page
 * whose clock is paused (a test's, a slow device's) still hydrates. They are
 * added in order and not async, so the runtime runs first.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(deferredScript)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const loader =
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");` +
    `s.src=src;s.async=false;document.head.appendChild(s)})}` +
    `if(document.visibilityState==="hidden"){start();return}` +
    `setTimeout(start,3000);` +
    `if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&` +
    `PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();start()}})` +
    `.observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(start,0)})})()`;
  return html
    .replace(deferredScript, (_, src: string) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`)
    .replace('</body>', () => `<script>${loader}</script></body>`);
}

export async function moveScriptsAfterFirstPaint(outDir: string): Promise<string> {
  const pages = await builtHtmlFiles(outDir);
  let changed = 0;
  for (const file of pages) {
    const full = path.join(outDir, file);
    const html = await readFile(full, 'utf8');
    const output = startScriptsAfterFirstPaint(html);
    if (output === html) continue;
    changed += 1;
    await writeFile(full, output);
  }
  return `[js] scripts start after the first paint on ${changed} pages`;
}
