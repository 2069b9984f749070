import { expect, test } from '@playwright/test';
import { sitemapPaths, waitForHydration } from './helpers';
import { templatePages } from './templates';

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
 * The first date formatter (`Intl.DateTimeFormat`, or a date's
 * `toLocale…String`) loads ICU's calendar and time-zone data, 27–36 ms here,
 * inside hydration: the compliance table used one for today's UK date
 * (src/utils/date.ts works the dates out without one). Counts, not times: one
 * route of each page template (tests/e2e/templates.ts), both widths. (The
 * theme's collator, built by its first `localeCompare`, is allowed: with and
 * without our rewrites that avoided it, Lighthouse's blocking time was the
 * same within its noise; docs/maintaining/performance.md.)
 */
const templateRoutes = templatePages(sitemapPaths()).map((page) => page.path);
for (const width of widths) {
  test(`at ${width} px no page builds a date formatter while it loads and hydrates`, async ({ page }) => {
    // A page of every template, each until it has hydrated: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { intlAsked: string[] }).intlAsked = asked;
      /** Notes who asked: the caller's line, or the name of what was asked for. */
      const record = (what: string) => asked.push(new Error().stack?.split('\n')[3]?.trim() ?? what);
      const DateTimeFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        record('Intl.DateTimeFormat');
        return new DateTimeFormat(...args);
      } as unknown as typeof Intl.DateTimeFormat;
      for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        const original = Date.prototype[method];
        Date.prototype[method] = function (this: Date, ...args: Parameters<Date[typeof method]>) {
          record(`Date.${method}`);
          return original.apply(this, args);
        };
      }
    });
    for (const route of templateRoutes) {
      await page.goto(route);
      await waitForHydration(page);
      const asked = await page.evaluate(() => (window as unknown as { intlAsked: string[] }).intlAsked);
      expect(asked, route).toEqual([]);
    }
  });
}
