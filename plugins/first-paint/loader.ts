/**
 * Nothing but the page itself comes before its first paint: its stylesheets and entry scripts are a JSON list that
 * one small inline loader adds after the first contentful paint. Why, and what it costs: ./README.md.
 */

/** The id of the loader's list, stylesheets then scripts: one list, so every page stays inside its first 14.6 KB. */
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

/** Puts the page's route chunks first in its loader's list; a page without a React root (a redirect) is left alone. */
export function withRouteChunks(html: string, routeChunks: readonly string[], file: string): string {
  const assets = firstPaintAssets(html, file);
  if (!assets) return html;
  const scripts = [...new Set([...routeChunks, ...assets.scripts])];
  const list = `<script type="application/json" id="${firstPaintAssetsId}">${firstPaintList({ ...assets, scripts })}</script>`;
  return html.replace(assetList, () => list);
}
