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
 * first-screen images only. Our `ssrTemplate` (Docusaurus's documented
 * template option; below) writes no `<script defer>`: it writes the page's
 * stylesheets and entry scripts, as Docusaurus hands them to the template, in
 * a JSON list, and one small inline loader that adds them, in order, when the
 * browser reports the first contentful paint (Paint Timing). Where Paint
 * Timing is missing it starts after the next frame; a page opened in a
 * background tab paints nothing, so it starts at once; and after 3 s it starts
 * whatever happened. The observer starts them itself, in the task that reports
 * the paint, not through a timer, so a page whose clock is paused (a test's, a
 * slow device's) still hydrates. It adds one element a task, passing on by a
 * `MessageChannel` message (a timer only where there is none): inserting an
 * element starts its request, and a page's dozen insertions in one task made
 * one long task at a phone's speed (docs/maintaining/performance.md). Scripts
 * are added not async, so they run in the order they were added, whenever
 * each arrives: the page's route chunks (put first in the list after the
 * build, `withRouteChunks` and `routeChunks.ts`), which only register their
 * modules, then React DOM, the runtime and `main.js`, which finds them loaded.
 *
 * The cost, said plainly: the bundle's download starts at the first paint, not
 * while the HTML is parsed, so React takes over that much later (the time from
 * the HTML's arrival to its first paint). Nothing waits for it: every control
 * a visitor needs works from the HTML (the phone menu is a popover, the
 * Policies dropdown and FAQ panels are `<details>`, Search and the carousel's
 * dots are links, the enquiry form a plain form), and React improves them.
 */

/**
 * The id of the JSON list of what the loader adds, in order: the stylesheets, then the scripts. One list, told
 * apart by extension, because every page carries it and its loader inside the first 14.6 KB the server can send
 * before its first round trip (two lists and two loops cost a page about 100 bytes gzip, which put
 * `/compliance/` and another page over it).
 */
export const firstPaintAssetsId = 'first-paint-assets';

export type FirstPaintAssets = { stylesheets: string[]; scripts: string[] };

const isStylesheet = (url: string) => url.endsWith('.css');
const isScript = (url: string) => url.endsWith('.js');

export const firstPaintLoader =
  `(function(){var urls=JSON.parse(document.getElementById(${JSON.stringify(firstPaintAssetsId)}).textContent),` +
  `started=false,channel=window.MessageChannel?new MessageChannel():null,P=window.PerformanceObserver;` +
  // One element a task: each insertion starts a request, and a page's dozen in one task made a long one.
  // A message, not a timer, so a paused clock holds nothing back.
  `function next(){var url=urls.shift();if(!url)return;var css=/\\.css$/.test(url),` +
  `element=document.createElement(css?"link":"script");` +
  `if(css){element.rel="stylesheet";element.href=url}else{element.src=url;element.async=false}` +
  `document.head.appendChild(element);` +
  `if(urls.length){if(channel)channel.port2.postMessage(0);else setTimeout(next,0)}}` +
  `if(channel)channel.port1.onmessage=next;` +
  `function start(){if(!started){started=true;next()}}` +
  `if(document.visibilityState==="hidden")return start();` +
  `setTimeout(start,3000);` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
  `new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){` +
  `observer.disconnect();start()}}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(start,0)})})()`;

/** The list as the loader reads it. */
export const firstPaintList = (assets: FirstPaintAssets): string =>
  JSON.stringify([...assets.stylesheets, ...assets.scripts]);

/**
 * Docusaurus's own template (`@docusaurus/core`'s `ssgTemplate.html`), with
 * the entry scripts handed to the loader instead of written as
 * `<script defer>`. The stylesheet keeps its `<link>`: the critical-CSS step
 * reads it, puts the page's critical CSS in its place and leaves the link for
 * browsers without scripts (`criticalCss.ts`).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${firstPaintAssetsId}"><%~ JSON.stringify([...it.stylesheets, ...it.scripts].map((file) => it.baseUrl + file)) %></script>
    <script>${firstPaintLoader}</script>
  </body>
</html>
`;

/** The list as the HTML minifier leaves it (quotes optional). */
const assetList = new RegExp(
  `<script type="?application/json"? id="?${firstPaintAssetsId}"?>([^<]*)</script>`.replaceAll('/', '\\/'),
);
const reactRoot = /<div id="?__docusaurus"?>/;

function parseAssets(json: string, file: string): FirstPaintAssets {
  const urls: unknown = JSON.parse(json);
  if (!Array.isArray(urls) || !urls.every((url) => typeof url === 'string')) {
    throw new Error(`[first paint] ${file}: the first-paint list is not a list of addresses: ${json}`);
  }
  const stylesheets = urls.filter(isStylesheet);
  const scripts = urls.filter(isScript);
  if (scripts.length === 0 || stylesheets.length + scripts.length !== urls.length) {
    throw new Error(
      `[first paint] ${file}: the first-paint list must name the page's scripts (.js) and stylesheets (.css) only: ${json}`,
    );
  }
  return { stylesheets, scripts };
}

/** What the loader on a built page will add, or null for a page without React (a redirect page). */
export function firstPaintAssets(html: string, file: string): FirstPaintAssets | null {
  const match = assetList.exec(html);
  if (match) return parseAssets(match[1]!, file);
  if (!reactRoot.test(html)) return null;
  throw new Error(
    `[first paint] ${file}: a React page without its first-paint list (<script id="${firstPaintAssetsId}">), ` +
      'so it would load no scripts after its first paint. The ssrTemplate in docusaurus.config.ts writes it: is it still in use?',
  );
}

/**
 * Puts the page's route chunks first in its loader's list. A page with a
 * React root must have the list; a page without one (a redirect page) is left
 * as it is.
 */
export function withRouteChunks(html: string, routeChunks: readonly string[], file: string): string {
  const assets = firstPaintAssets(html, file);
  if (!assets) return html;
  const scripts = [...new Set([...routeChunks, ...assets.scripts])];
  const list = `<script type="application/json" id="${firstPaintAssetsId}">${firstPaintList({ ...assets, scripts })}</script>`;
  return html.replace(assetList, () => list);
}
