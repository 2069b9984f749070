import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes, type RouteConfig } from 'react-router-config';

/**
 * The scripts each page needs before React can hydrate it, besides the two
 * entry scripts: its route's chunks (the page's component, its Markdown, the
 * docs layout and sidebar data).
 *
 * Docusaurus's HTML names only the entry scripts, so the browser learnt of a
 * page's chunks only once `main.js` ran: its route preloading then created a
 * script element for each (about 30 ms of the one long task on a throttled
 * phone, in Chrome's trace), and hydration waited for a second round of
 * downloads. Started by the first-paint loader beside the entry scripts, each
 * chunk only registers its modules when it arrives, in a task of its own, and
 * `main.js` finds them loaded (Lighthouse, mobile, median of 5, on
 * /faq/webdesigning/: TBT 74 → 18 ms).
 *
 * The list is worked out as the browser does it, from the files Docusaurus
 * generates for its client: the route tree (`routes.js`), matched with the
 * same `matchRoutes` Docusaurus's client calls; each route's chunk names
 * (`routesChunkNames.json`); and the bundler's client manifest, from chunk
 * names to files. A page test checks that no page has a chunk left for the
 * bundler to fetch while it hydrates.
 */
export type RouteChunks = (pathname: string) => string[];

type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[] }>;
};

/** A route as `routes.js` declares it, its component standing for its key in `routesChunkNames.json`. */
type GeneratedRoute = RouteConfig & { component: string; routes?: GeneratedRoute[] };

/**
 * `routes.js` is generated code: an array literal whose components are
 * `ComponentCreator(path, hash)` calls. Run with a `ComponentCreator` that
 * returns the route's key, it is the client's route tree as data.
 */
export function routeTree(routesJs: string): GeneratedRoute[] {
  const body = routesJs
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'return ')
    .trim();
  const routeKey = (routePath: string, hash: string) => `${routePath}-${hash}`;
  // The 404 route has no hash: Docusaurus loads its component itself.
  const tree: unknown = new Function('ComponentCreator', body)(routeKey);
  if (!Array.isArray(tree) || tree.length === 0) {
    throw new Error('[chunks] routes.js did not evaluate to a route array: has Docusaurus changed its format?');
  }
  return tree as GeneratedRoute[];
}

/** Every chunk name in a route's entry, however deeply its modules are nested. */
function chunkNames(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNames);
  return [];
}

export function routeChunksFrom({
  routesJs,
  routesChunkNames,
  manifest,
  baseUrl,
}: {
  routesJs: string;
  routesChunkNames: Record<string, unknown>;
  manifest: ClientManifest;
  baseUrl: string;
}): RouteChunks {
  const routes = routeTree(routesJs);
  // Chunks of the entry scripts are loaded already.
  const entryChunks = new Set(manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? []));
  return (pathname) => {
    const branch = matchRoutes(routes, pathname).map(({ route }) => (route as GeneratedRoute).component);
    const files = branch.flatMap((routeKey) => {
      if (routeKey.startsWith('*')) return [];
      const names = routesChunkNames[routeKey];
      if (!names) throw new Error(`[chunks] ${pathname}: route ${routeKey} is not in routesChunkNames.json`);
      return chunkNames(names)
        .flatMap((name) => manifest.origins[name] ?? [])
        .filter((id) => !entryChunks.has(id))
        .flatMap((id) => manifest.assets[id]?.js?.map((asset) => `${baseUrl}${asset.file}`) ?? []);
    });
    return [...new Set(files)];
  };
}

/**
 * Reads what Docusaurus generated for this build (its `generatedFilesDir`),
 * and gives the route chunks of a page by its file in the build: the file is
 * its route, `faq/index.html` being `/faq/` under the base URL.
 */
export async function readRouteChunks(generatedFilesDir: string, baseUrl: string): Promise<(file: string) => string[]> {
  const read = (file: string) => readFile(path.join(generatedFilesDir, file), 'utf8');
  const [routesJs, routesChunkNames, manifest] = await Promise.all([
    read('routes.js'),
    read('routesChunkNames.json'),
    read('client-manifest.json'),
  ]);
  const chunksOf = routeChunksFrom({
    routesJs,
    routesChunkNames: JSON.parse(routesChunkNames) as Record<string, unknown>,
    manifest: JSON.parse(manifest) as ClientManifest,
    baseUrl,
  });
  return (file) => chunksOf(`${baseUrl}${file.replace(/(^|\/)index\.html$/, '$1')}`);
}
