import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A slow post-build step's result for a page, kept between builds outside the output under a hash of all it depends
 * on (critical CSS). A clean clone has none; `BUILD_CACHE=off` ignores it.
 */

/** The cache's folder for one step: `BUILD_CACHE_DIR/<step>`, else beside the bundler's cache; none with `BUILD_CACHE=off`. */
export function buildCacheDir(siteDir: string, step: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.BUILD_CACHE === 'off') return undefined;
  return path.join(env.BUILD_CACHE_DIR || path.join(siteDir, 'node_modules', '.cache'), step);
}

export const sha256 = (...parts: readonly string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The page without its scripts: their file names change whenever any page does, and neither step reads them. */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/** An entry not used by a build for this long is removed. */
const unusedForMs = 30 * 24 * 60 * 60 * 1000;

/** Files kept by key: `<key>.<suffix>`. An entry counts only once its last file (`complete`) is written. */
export class BuildCache {
  private readonly used = new Set<string>();

  constructor(
    private readonly dir: string | undefined,
    /** The suffixes of an entry's files, the last one written last. */
    private readonly suffixes: readonly string[],
  ) {}

  async get(key: string): Promise<Buffer[] | undefined> {
    if (!this.dir) return undefined;
    const files = this.suffixes.map((suffix) => path.join(this.dir!, `${key}.${suffix}`));
    try {
      const contents = await Promise.all(files.map((file) => readFile(file)));
      this.used.add(key);
      const now = new Date();
      await utimes(files[0]!, now, now);
      return contents;
    } catch {
      // Not there, or half written by a build that stopped: work it out again.
      return undefined;
    }
  }

  async put(key: string, contents: readonly (string | Uint8Array)[]): Promise<void> {
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    this.used.add(key);
    for (const [index, suffix] of this.suffixes.entries()) {
      await writeFile(path.join(this.dir, `${key}.${suffix}`), contents[index]!);
    }
  }

  /** Removes entries no build has used for a month (another base URL's build keeps its own). */
  async prune(): Promise<void> {
    if (!this.dir) return;
    const first = `.${this.suffixes[0]}`;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const cutoff = Date.now() - unusedForMs;
    for (const name of names.filter((file) => file.endsWith(first))) {
      const key = name.slice(0, -first.length);
      if (this.used.has(key)) continue;
      const { mtimeMs } = await stat(path.join(this.dir, name));
      if (mtimeMs < cutoff) {
        for (const suffix of this.suffixes) await rm(path.join(this.dir, `${key}.${suffix}`), { force: true });
      }
    }
  }
}
