import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { waitForHydration, waitForStylesheet } from './helpers';

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
