import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sitemapPaths, waitForHydration, waitForStylesheet } from './helpers';
import { templatePages } from './templates';
import { firstPaintAssets } from '../../plugins/first-paint/loader';

/**
 * What the home page transfers on a phone, every response counted (text
 * gzip). Each page's first-load JS budget is checked in its visit in
 * every-page.spec.ts. Bytes only: time is measured by `npm run bench`.
 */

const homeTransferKiB = 400;

test(`the home page transfers less than ${homeTransferKiB} KiB on a phone`, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    sizes.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) =>
          /text|javascript|json|svg|xml/.test(response.headers()['content-type'] ?? '')
            ? gzipSync(body).length
            : body.length,
        ),
    );
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'load' });
  await waitForHydration(page);
  await waitForStylesheet(page);
  // Every response's body has been read once these settle: no fixed wait needed.
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(total / 1024).toBeLessThan(homeTransferKiB);
  await context.close();
});

/**
 * React DOM comes in a script of its own (plugins/react-dom-chunk), so the
 * browser compiles it in a task apart from running `main.js`: without it, the
 * same run measured more blocking time on a FAQ page every time
 * (docs/maintaining/performance.md). Read from the list each page's loader adds.
 */
test('every page loads React DOM as a script of its own, before main.js', async ({ request }) => {
  for (const { path } of templatePages(sitemapPaths())) {
    const scripts = firstPaintAssets(await (await request.get(path)).text(), path)!.scripts.map((url) =>
      url.split('/').at(-1)!,
    );
    const reactDom = scripts.findIndex((name) => /^react-dom\.[\w]+\.js$/.test(name));
    const main = scripts.findIndex((name) => /^main\.[\w]+\.js$/.test(name));
    expect([path, reactDom >= 0, main > reactDom]).toEqual([path, true, true]);
  }
});
