import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { watchDateFormatters } from './pageRules';

/**
 * `test` whose `page` is one browser tab a worker keeps for all its tests:
 * each test is a navigation in it, as a visitor goes from page to page.
 * Opening and closing a tab (and its browser context) costs each test about
 * half a second of a 2-core machine, a tenth of a per-page visit. A visit
 * still fetches everything a first-time visitor does, because the tab's HTTP
 * cache is off; between tests the tab forgets its storage, colour scheme,
 * pointer and listeners, so no test sees another's state.
 */
export const test = base.extend<{ page: Page }, { visitTab: Page }>({
  visitTab: [
    async ({ browser }, run, workerInfo) => {
      const { baseURL, serviceWorkers, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const options: BrowserContextOptions = {
        baseURL,
        serviceWorkers,
        userAgent,
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      };
      const context = await browser.newContext(options);
      const tab = await context.newPage();
      // Every page is watched for date formatters built while it loads (pageRules.ts): a script in every document.
      await tab.addInitScript(watchDateFormatters);
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await run(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // Playwright's `use`, named `run` here so the React hooks rule does not take it for a hook.
  page: async ({ visitTab }, run, testInfo) => {
    await visitTab.emulateMedia({ colorScheme: 'light', reducedMotion: null });
    await visitTab.mouse.move(0, 0);
    await run(visitTab);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await visitTab.screenshot(), contentType: 'image/png' });
    }
    // Every listener the test added, whatever it listened to.
    visitTab.removeAllListeners();
    if (visitTab.url().startsWith('http')) {
      await visitTab.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await visitTab.goto('about:blank');
  },
});
