import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { sitemapPaths, waitForHydration, waitForStylesheet } from './helpers';
import { templatePages } from './templates';

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
 * The site shows no code, so the theme's Prism (the code highlighter, about
 * 35 KiB gzip) is kept out of every page (plugins/no-prism). Read from the
 * scripts a page of every template really loads.
 */
test('no page loads Prism, the code highlighter: not one script a page of any template runs holds it', async ({
  page,
}) => {
  for (const { path } of templatePages(sitemapPaths())) {
    const scripts: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    };
    page.on('response', collect);
    await page.goto(path);
    await waitForHydration(page);
    page.off('response', collect);
    const texts = await Promise.all(scripts);
    expect(texts.length).toBeGreaterThan(1);
    expect([path, texts.filter((text) => text.includes('Prism')).length]).toEqual([path, 0]);
  }
});
