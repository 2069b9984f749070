// Serves a built site as GitHub Pages does (gzip, `/x` → `/x/`, 404.html, base path), on loopback: the one server for
// `npm run serve`, the page tests, the PDFs, the bench and Lighthouse, so what passes here passes deployed.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';

/** The type GitHub Pages sends for a file, UTF-8 named for text. */
function contentType(ext: string): string {
  const type = lookup(ext) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

/** The build does not change while it is served, so each file is compressed once. */
const gzipCache = new Map<string, Buffer>();
function gzipped(file: string, body: Buffer): Buffer {
  const key = `${file}:${statSync(file).mtimeMs}`;
  let compressed = gzipCache.get(key);
  if (!compressed) {
    compressed = gzipSync(body);
    gzipCache.set(key, compressed);
  }
  return compressed;
}

type Found = { status: number; file?: string; location?: string };

function resolve(root: string, urlPath: string): Found {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const file = path.join(root, clean);
  if (!file.startsWith(root)) return { status: 404 };
  if (existsSync(file) && statSync(file).isFile()) return { status: 200, file };
  if (existsSync(path.join(file, 'index.html'))) {
    return urlPath.endsWith('/')
      ? { status: 200, file: path.join(file, 'index.html') }
      : { status: 301, location: `${urlPath}/` };
  }
  if (existsSync(`${file}.html`)) return { status: 200, file: `${file}.html` };
  return { status: 404, file: path.join(root, '404.html') };
}

/** `basePath` serves under a prefix, as for a project site; `onSent` hears each response body's bytes after gzip. */
export function serveBuild(
  port = 4180,
  root = path.resolve('build'),
  basePath = '/',
  onSent: (pathname: string, bytes: number) => void = () => {},
): Promise<{ url: string; stop: () => void }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const inside = url.pathname.startsWith(basePath) || `${url.pathname}/` === basePath;
    const found: Found = inside
      ? resolve(root, `/${url.pathname.slice(basePath.length)}`)
      : { status: 404, file: path.join(root, '404.html') };
    if (found.status === 301) found.location = `${basePath}${(found.location ?? '').replace(/^\//, '')}`;
    if (found.status === 301) {
      response.writeHead(301, { location: `${found.location}${url.search}` });
      response.end();
      return;
    }
    if (!found.file || !existsSync(found.file)) {
      response.writeHead(404);
      response.end('Not found');
      return;
    }
    const type = contentType(path.extname(found.file));
    let body: Buffer = readFileSync(found.file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'max-age=600',
    };
    // Text is sent compressed, as GitHub Pages does; images, fonts, PDFs and WebAssembly as they are.
    if (/^text\/|json|svg/.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipped(found.file, body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(found.status, headers);
    // A HEAD request gets the headers only, as from any web server.
    const sent = request.method === 'HEAD' ? Buffer.alloc(0) : body;
    response.end(sent);
    onSent(url.pathname, sent.length);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, '127.0.0.1', () =>
      resolvePromise({ url: `http://localhost:${port}`, stop: () => server.close() }),
    );
  });
}
