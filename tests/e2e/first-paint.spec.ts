import { expect, test } from '@playwright/test';

/**
 * Nothing but the page itself comes before its first paint: the whole
 * stylesheet and React's entry scripts are added only after the browser has
 * reported the first contentful paint (the post-build step in
 * plugins/first-paint/), and the page still gets its
 * styles and hydrates. Order of events, not time, so a busy machine cannot make it
 * pass or fail.
 */
const routes = ['/', '/service/rugged-apps-ai/', '/contactus/', '/faq/cybersecurity/', '/policies/privacypolicy/'];

for (const route of routes) {
  test(`${route}: the first contentful paint comes before the stylesheet and React's scripts are added`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { addedAt: Record<string, number> };
      seen.addedAt = {};
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/main\.[\da-f]+\.js$/.test(node.src)) {
              seen.addedAt.script = performance.now();
            }
            if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') {
              seen.addedAt.stylesheet = performance.now();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    const added = await page.waitForFunction(() => {
      const { addedAt } = window as unknown as { addedAt: Record<string, number> };
      return addedAt.script !== undefined && addedAt.stylesheet !== undefined ? addedAt : undefined;
    });
    const { script, stylesheet } = (await added.jsonValue())!;
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    );
    expect(firstPaint).toBeLessThanOrEqual(stylesheet!);
    expect(firstPaint).toBeLessThanOrEqual(script!);
    // Nothing was fetched for the page before its paint but its own HTML and first-screen images.
    const early = await page.evaluate((paint) => {
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.startTime < paint && !/\.(svg|png|jpe?g|webp|avif)$/.test(new URL(entry.name).pathname),
        )
        .map((entry) => entry.name);
    }, firstPaint);
    expect(early).toEqual([]);
    // And the page hydrates: Docusaurus marks the document once React has taken over.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
}
