// What a first visit to a page downloads, measured in a real browser, raw and gzip (GitHub Pages serves gzip).
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

type Totals = { raw: number; gzip: number; files: number };
export type PageWeight = Record<'html' | 'js' | 'css' | 'other', Totals>;

const gzip = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

export async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const totals: PageWeight = {
    html: { raw: 0, gzip: 0, files: 0 },
    js: { raw: 0, gzip: 0, files: 0 },
    css: { raw: 0, gzip: 0, files: 0 },
    other: { raw: 0, gzip: 0, files: 0 },
  };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const bucket = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other';
    pending.push(
      response
        .body()
        .then((body) => {
          totals[bucket].raw += body.length;
          totals[bucket].gzip += gzip(body);
          totals[bucket].files += 1;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return totals;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
