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
 * `main.js` finds them loaded (figures: docs/maintaining/performance.md).
 *
 * DOCUSAURUS-INTERNAL: route-chunks. The list is worked out as the browser
 * does it, from the files Docusaurus generates for its client: the route tree (`routes.js`), matched with the
 * same `matchRoutes` Docusaurus's client calls; each route's chunk names
 * (`routesChunkNames.json`); and the bundler's client manifest, from chunk
 * names to files. A page test checks, on every page of the real build, that
 * the scripts the page fetches are exactly the list the build gave its loader.
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

/**
 * The client manifest is written by Docusaurus's bundler plugin
 * (react-loadable-ssr-addon), not a documented format: check the shape this
 * file relies on, so a change fails the build instead of leaving pages
 * without their chunks.
 */
function checkedManifest(manifest: unknown): ClientManifest {
  const { entrypoints, origins, assets } = (manifest ?? {}) as Partial<ClientManifest>;
  const someJs = Object.values(assets ?? {}).some(
    (asset) => Array.isArray(asset?.js) && asset.js.every((file) => typeof file?.file === 'string'),
  );
  if (!Array.isArray(entrypoints) || entrypoints.length === 0 || typeof origins !== 'object' || !someJs) {
    throw new Error(
      '[chunks] client-manifest.json is not { entrypoints: [...], origins: {...}, assets: { id: { js: [{ file }] } } }: ' +
        'has Docusaurus changed its format? The route chunks (plugins/first-paint/routeChunks.ts) need it.',
    );
  }
  return manifest as ClientManifest;
}

export function routeChunksFrom({
  routesJs,
  routesChunkNames,
  manifest: untrustedManifest,
  baseUrl,
}: {
  routesJs: string;
  routesChunkNames: Record<string, unknown>;
  manifest: unknown;
  baseUrl: string;
}): RouteChunks {
  const routes = routeTree(routesJs);
  const manifest = checkedManifest(untrustedManifest);
  // A module the bundler put in the entry scripts (the site's config) has no chunk of its own.
  const idsOf = (name: string) => manifest.origins[name] ?? [];
  // Chunks of the entry scripts are loaded already.
  const entryChunks = new Set(manifest.entrypoints.flatMap(idsOf));
  return (pathname) => {
    const branch = matchRoutes(routes, pathname).map(({ route }) => (route as GeneratedRoute).component);
    if (branch.length === 0 || branch.at(-1)!.startsWith('*')) {
      throw new Error(
        `[chunks] ${pathname} matches no route in routes.js but the catch-all: is the page's file its route (trailingSlash)?`,
      );
    }
    const files = branch.flatMap((routeKey) => {
      const names = routesChunkNames[routeKey];
      if (!names) throw new Error(`[chunks] ${pathname}: route ${routeKey} is not in routesChunkNames.json`);
      return chunkNames(names)
        .flatMap(idsOf)
        .filter((id) => !entryChunks.has(id))
        .flatMap((id) => {
          const asset = manifest.assets[id];
          if (!asset) throw new Error(`[chunks] ${pathname}: chunk ${id} has no assets in client-manifest.json`);
          // A chunk of CSS only has no script.
          return (asset.js ?? []).map((script) => `${baseUrl}${script.file}`);
        });
    });
    // Every page's own content (its component, its Markdown) is a chunk of its own: none at all means
    // client-manifest.json no longer names chunks as routesChunkNames.json does.
    if (files.length === 0) {
      throw new Error(
        `[chunks] ${pathname}: none of its route's chunks (${branch.join(', ')}) is in client-manifest.json: ` +
          'has Docusaurus changed how it names them?',
      );
    }
    return [...new Set(files)];
  };
}

/**
 * Reads what Docusaurus generated for this build (its `generatedFilesDir`),
 * and gives the route chunks of a page by its file in the build: the file is
 * its route, `faq/index.html` being `/faq/` under the base URL. The 404 page
 * is the catch-all route's, whose component Docusaurus loads itself.
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
    manifest: JSON.parse(manifest) as unknown,
    baseUrl,
  });
  return (file) => (file === '404.html' ? [] : chunksOf(`${baseUrl}${file.replace(/(^|\/)index\.html$/, '$1')}`));
}
