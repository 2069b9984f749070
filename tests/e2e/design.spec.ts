import { expect, test } from '@playwright/test';
import { contactAction, pageLinks } from '../../src/data/pages';
import { pdfLabels, tenderPackFile } from '../../src/data/pdfs';
import { services } from '../../src/data/services';
import { sitemapPaths } from './helpers';
import { loneColumns } from './pageRules';
import { templatePages } from './templates';

/** Rules of the design a visitor can measure: where the actions are, and what the phone menu ends with. */

const servicePages = sitemapPaths().filter((route) => /^\/service\/([^/]+\/)?$/.test(route));

test('every service page is in the sitemap', () => {
  // The pages below are read from the sitemap: it must hold every service.
  for (const service of services) expect(servicePages).toContain(`/service/${service.slug}/`);
});

for (const route of servicePages) {
  test(`at 375 × 800 ${route} offers its contact action on the first screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    const action = page.locator('main header a.button--primary').first();
    await expect(action).toHaveAttribute('href', `${contactAction.to}/`);
    await expect(action).toBeInViewport({ ratio: 1 });
  });
}

test('the phone menu ends with Contact, then the tender pack', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about/');
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  const links = page.locator('.navbar-sidebar .menu__list > li > a');
  const last = await links.evaluateAll((all) =>
    all.slice(-2).map((link) => ({
      // The size is shown from an attribute the build writes (as on every PDF download).
      text: `${link.textContent!.trim()} ${link.querySelector('[data-size]')?.getAttribute('data-size') ?? ''}`.trim(),
      href: link.getAttribute('href'),
    })),
  );
  expect(last[0]).toEqual({ text: pageLinks.contact.label, href: `${pageLinks.contact.to}/` });
  expect(last[1]!.text).toMatch(new RegExp(`^${pdfLabels.tenderPackLink} \\(.+\\)$`));
  expect(last[1]!.href).toBe(tenderPackFile);
  await expect(links.last()).toBeVisible();
});

// Every page keeps the rule in its visit (every-page.spec.ts); here it is shown to fail on a planted lone column.
test('the lone-column rule finds a band whose words reach a third of the way across, and passes a full one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const band = (words: string) =>
    `<section><div class="container" style="width:1200px;padding:0"><h2>${words}</h2><p>${words}</p></div></section>`;
  await page.setContent(
    `<main>${band('A short heading')}${band('A line long enough to cross the band. '.repeat(6))}</main>`,
  );
  expect(await loneColumns(page)).toEqual([expect.stringMatching(/^"A short heading" uses \d+ % of the width$/)]);
});

test('a primary button has one fill on each background, and its words and its edge pass WCAG 2.2 contrast there', async ({
  browser,
}) => {
  const fillsOn = new Map<string, Set<string>>();
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ colorScheme, viewport: { width: 1280, height: 900 } });
    for (const { path } of templatePages(sitemapPaths())) {
      await page.goto(path);
      const buttons = await page.locator('.button--primary:not(.button--outline)').evaluateAll((all) => {
        const rgb = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = rgb(colour)
            .map((v) => v / 255)
            .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const contrast = (a: string, b: string) => {
          const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (high! + 0.05) / (low! + 0.05);
        };
        /** The colour behind an element: the nearest background that is mostly opaque, or a gradient's first colour. */
        const behind = (element: Element): string => {
          for (let at = element.parentElement; at; at = at.parentElement) {
            const style = getComputedStyle(at);
            const gradient = /rgba?\([^)]+\)/.exec(style.backgroundImage);
            if (gradient) return gradient[0];
            // A faint wash (the carousel's panel) lets the band behind it show through.
            if ((rgb(style.backgroundColor)[3] ?? 1) >= 0.5) return style.backgroundColor;
          }
          return getComputedStyle(document.documentElement).backgroundColor;
        };
        return all
          .filter((button) => button.checkVisibility())
          .map((button) => {
            const style = getComputedStyle(button);
            const back = behind(button);
            return {
              label: button.textContent!.trim(),
              fill: style.backgroundColor,
              back,
              text: contrast(style.color, style.backgroundColor),
              edge: contrast(style.backgroundColor, back),
            };
          });
      });
      for (const button of buttons) {
        const where = `${colorScheme} ${path} "${button.label}"`;
        if (button.text < 4.5) failures.push(`${where}: words ${button.text.toFixed(2)}:1`);
        if (button.edge < 3) failures.push(`${where}: edge against ${button.back} ${button.edge.toFixed(2)}:1`);
        const key = `${colorScheme} on ${button.back}`;
        fillsOn.set(key, new Set([...(fillsOn.get(key) ?? []), button.fill]));
      }
    }
    await page.close();
  }
  expect(failures).toEqual([]);
  expect(fillsOn.size).toBeGreaterThan(2);
  const mixed = [...fillsOn]
    .filter(([, fills]) => fills.size > 1)
    .map(([key, fills]) => `${key}: ${[...fills].join(', ')}`);
  expect(mixed).toEqual([]);
});

test('every heading on every template is on the one type scale, and every page but home has the same h1, at 375 and 1280 px', async ({
  page,
}) => {
  const offScale: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const pageTitles = new Set<string>();
    for (const { path } of templatePages(sitemapPaths())) {
      await page.goto(path);
      const found = await page.evaluate(() => {
        // The scale's sizes at this width, as the stylesheet computes them.
        const probe = document.createElement('span');
        document.body.append(probe);
        const steps = ['--hl-step-1', '--hl-step-2', '--hl-step-3', '--hl-step-4', '--hl-step-display'].map((step) => {
          probe.style.fontSize = `var(${step})`;
          return parseFloat(getComputedStyle(probe).fontSize);
        });
        probe.remove();
        const body = parseFloat(getComputedStyle(document.body).fontSize);
        const headings = [...document.querySelectorAll('main :is(h1, h2, h3, h4)')].filter((h) => h.checkVisibility());
        return {
          h1: getComputedStyle(document.querySelector('main h1')!).fontSize,
          // A heading at body size or smaller is a label ("Certified and registered"), not a step.
          off: headings
            .map((h) => [h.textContent!.trim().slice(0, 40), parseFloat(getComputedStyle(h).fontSize)] as const)
            .filter(([, size]) => size > body && !steps.some((step) => Math.abs(step - size) < 0.05))
            .map(([text, size]) => `"${text}" ${size}px`),
        };
      });
      offScale.push(...found.off.map((heading) => `${width} px ${path}: ${heading}`));
      if (path !== '/') pageTitles.add(found.h1);
    }
    expect([...pageTitles], `${width} px`).toHaveLength(1);
  }
  expect(offScale).toEqual([]);
});
