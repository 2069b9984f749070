import { expect, test } from '@playwright/test';

/**
 * What a visitor sees never waits for React: the entry scripts are added
 * only after the browser has reported the first contentful paint (the
 * post-build step in plugins/post-build/scriptsAfterPaint.ts), and the page
 * still hydrates. Order of events, not time, so a busy machine cannot make it
 * pass or fail.
 */
const routes = ['/', '/service/rugged-apps-ai/', '/contactus/', '/faq/cybersecurity/', '/policies/privacypolicy/'];

for (const route of routes) {
  test(`${route}: the first contentful paint comes before React's scripts are added`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { mainScriptAddedAt?: number };
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/main\.[\da-f]+\.js$/.test(node.src)) {
              seen.mainScriptAddedAt = performance.now();
              observer.disconnect();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    const addedAt = await page.waitForFunction(
      () => (window as unknown as { mainScriptAddedAt?: number }).mainScriptAddedAt,
    );
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    );
    expect(firstPaint).toBeLessThanOrEqual((await addedAt.jsonValue())!);
    // And the page hydrates: Docusaurus marks the document once React has taken over.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
}
