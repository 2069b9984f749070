import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';
import { dateFormattersAsked, watchDateFormatters } from './pageRules';

/**
 * Just after hydration the theme learns the window's width and that it runs
 * in a browser, and the navbar's context changes. React renders that update
 * in one task it cannot split (an update made in an effect is not a
 * transition), so whatever re-renders then is main-thread time a phone pays
 * before it responds. The navbar's links have nothing to change, so none may
 * re-render (src/theme/NavbarItem memoises the theme's item).
 *
 * The test reads React's own fibre tree through the hook React offers its
 * developer tools: a link that re-rendered has a previous version whose
 * props are a different object. Counts, not times.
 */
const routes = ['/', '/faq/cybersecurity/', '/policies/privacypolicy/', '/contactus/'];
const widths = [375, 1280];

type Counts = { links: number; rerendered: string[] };

for (const route of routes) {
  for (const width of widths) {
    test(`${route} at ${width} px: no navbar link re-renders after hydration`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const roots = new Set<unknown>();
        (window as unknown as { reactRoots: Set<unknown> }).reactRoots = roots;
        // The minimum React looks for before it reports its commits (react-reconciler's injectInternals).
        (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          inject: () => 1,
          checkDCE: () => undefined,
          onScheduleFiberRoot: () => undefined,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          onCommitFiberRoot: (_renderer: number, root: unknown) => roots.add(root),
        };
      });
      await page.goto(route);
      await waitForHydration(page);
      // Every update hydration set off has been rendered once the browser is idle.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      const counts: Counts = await page.evaluate(() => {
        type Fiber = {
          type: unknown;
          stateNode: unknown;
          memoizedProps: unknown;
          alternate: Fiber | null;
          child: Fiber | null;
          sibling: Fiber | null;
        };
        const roots = (window as unknown as { reactRoots: Set<{ current: Fiber }> }).reactRoots;
        const result: Counts = { links: 0, rerendered: [] };
        const visit = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            const node = fiber.stateNode;
            if (fiber.type === 'a' && node instanceof HTMLAnchorElement && node.closest('nav.navbar')) {
              result.links += 1;
              if (fiber.alternate && fiber.alternate.memoizedProps !== fiber.memoizedProps) {
                result.rerendered.push(node.textContent?.trim() || node.href);
              }
            }
            visit(fiber.child);
          }
        };
        for (const root of roots) visit(root.current.child);
        return result;
      });
      // The hook saw the navbar: its links, desktop and phone menu, are all in React's tree.
      expect(counts.links).toBe(await page.locator('nav.navbar a').count());
      expect(counts.rerendered).toEqual([]);
    });
  }
}

/**
 * No page builds a date formatter while it loads and hydrates: every-page.spec.ts reads the watch (pageRules.ts) in
 * its visits at both widths. Here the watch is shown to see one. (The theme's collator, built by its first
 * `localeCompare`, is allowed: Lighthouse's blocking time was the same with and without it; performance.md.)
 */
test('the date-formatter watch notes a formatter a page builds', async ({ page }) => {
  await page.addInitScript(watchDateFormatters);
  await page.goto('/about/');
  await waitForHydration(page);
  expect(await dateFormattersAsked(page)).toEqual([]);
  await page.evaluate(() => new Date(0).toLocaleDateString('en-GB'));
  expect(await dateFormattersAsked(page)).toHaveLength(1);
});
