import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { company } from '../../src/data/company';
import { samples } from '../../src/data/demonstration';
import { bidContact, supplierAtAGlance } from '../../src/data/supplierAtAGlance';
import { BuildCache, sha256, withoutScripts } from './buildCache';
import type { PackPart } from './tenderPack';

/**
 * Printing is the build's slowest step: each PDF is kept (buildCache.ts) under a hash of all its print depends on,
 * the page less its scripts, its address, and the printer (this code, the company facts, the samples, the Chromium).
 */

/** The printing code and facts every PDF shares, and the browser's version. */
export function printerFingerprint(browserExecutable: string | undefined): string {
  const code = [
    'pdfs.ts',
    'pdfPrint.ts',
    'pdfLinks.ts',
    'pdfHistory.ts',
    'tenderPack.ts',
    'tenderPack.css',
    'pdfCache.ts',
  ].map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
  let browser = 'unknown browser';
  if (browserExecutable) {
    try {
      browser = execFileSync(browserExecutable, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
    } catch {
      // No version to be read: the executable's path stands for it.
      browser = browserExecutable;
    }
  }
  const packFront = JSON.stringify({ glance: supplierAtAGlance(), contact: bidContact() });
  const logo = readFileSync(path.join(__dirname, '../../static/img/logo.svg'), 'utf8');
  return sha256(...code, JSON.stringify(company), JSON.stringify(samples), packFront, logo, browser);
}

/** One document's key: the printer, where it is published, its page as built, and whether the pack takes it. */
export const documentKey = (printer: string, address: string, html: string, inPack: boolean) =>
  sha256(printer, address, withoutScripts(html), String(inPack));

/** The tender pack's key: the printer, where it is published, its print day, its parts, its case studies, and its stylesheet's hashed name. */
export const tenderPackKey = (
  printer: string,
  address: string,
  printedOn: string,
  parts: readonly PackPart[],
  stylesheets: readonly string[],
  caseStudies: readonly unknown[] = [],
) => sha256(printer, address, printedOn, JSON.stringify(parts), JSON.stringify(caseStudies), ...stylesheets);

/** The stylesheets a built page names (their hashed files), for the pack's key. */
export const stylesheetsOf = (html: string): string[] => [
  ...new Set([...html.matchAll(/[\w/.-]+\.[0-9a-f]{6,}\.css\b/g)].map((match) => match[0])),
];

/** A document as the cache keeps it: the PDF, and what the tender pack needs of its page. */
export type CachedPdf = { bytes: Uint8Array; part?: PackPart };

export class PdfCache {
  private readonly files: BuildCache;

  constructor(dir: string | undefined) {
    // The metadata last: an entry counts only once both files are whole.
    this.files = new BuildCache(dir, ['pdf', 'json']);
  }

  async get(key: string): Promise<CachedPdf | undefined> {
    const found = await this.files.get(key);
    if (!found) return undefined;
    const [bytes, meta] = found;
    return { bytes: new Uint8Array(bytes!), part: (JSON.parse(meta!.toString('utf8')) as { part?: PackPart }).part };
  }

  put(key: string, entry: CachedPdf): Promise<void> {
    return this.files.put(key, [entry.bytes, JSON.stringify({ part: entry.part })]);
  }

  prune(): Promise<void> {
    return this.files.prune();
  }
}
