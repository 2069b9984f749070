import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes, type RouteConfig } from 'react-router-config';

/**
 * The scripts each page needs before React can hydrate it, besides the two entry scripts: its route's chunks, which
 * the first-paint loader starts beside them so hydration does not wait for a second round of downloads
 * (docs/maintaining/decisions.md#route-chunks).
 * DOCUSAURUS-INTERNAL: route-chunks. Worked out as the client does, from the files Docusaurus generates for it.
 */
export type RouteChunks = (pathname: string) => string[];

type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[] }>;
};

/** A route as `routes.js` declares it, its component standing for its key in `routesChunkNames.json`. */
type GeneratedRoute = RouteConfig & { component: string; routes?: GeneratedRoute[] };

/** `routes.js` is generated code; run with a `ComponentCreator` that returns the route's key, it is the route tree as data. */
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

/** The client manifest is not a documented format: the shape this file relies on is checked, so a change fails the build. */
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

/** Gives a built page's route chunks by its file (`faq/index.html` is `/faq/`); the 404 page's is the catch-all's. */
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
