import { expect, test } from '@playwright/test';
import { blogCopy } from '../../src/data/blog';
import { company } from '../../src/data/company';
import { complianceRows } from '../../src/data/compliance';
import { proofStrip, proofStripPoints } from '../../src/data/proofStrip';
import { firstScreenActions } from '../../src/data/home';
import { contactAction } from '../../src/data/pages';
import { tenderPackFile } from '../../src/data/pdfs';
import { routes } from '../../src/data/routes';
import { heroSlides } from '../../src/data/serviceLookup';
import { waitForHydration } from './helpers';

/** The home page's first screen says who we are, and the evidence under it is one click from its proof. */

test('at 375 × 740 the first screen says who we are and offers Contact us, the tender pack and our phone number', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toContainText(company.tradingName);
  await expect(h1).toBeInViewport({ ratio: 1 });
  const main = page.locator('main');
  await expect(main.getByText(company.about, { exact: true })).toBeInViewport({ ratio: 1 });
  // The first of two: the contact banner closes the page with another.
  await expect(main.getByRole('link', { name: contactAction.label, exact: true }).first()).toBeInViewport({
    ratio: 1,
  });
  // The label, then the file's size once the build has printed it: "Tender pack PDF (1.2 MB)".
  const pack = main.getByRole('link', { name: new RegExp(`^${firstScreenActions.tenderPack}( \\(.+\\))?$`) });
  await expect(pack).toBeInViewport({ ratio: 1 });
  expect(await pack.getAttribute('href')).toMatch(new RegExp(`${tenderPackFile.replace(/[.]/g, '\\.')}$`));
  const office = company.phones[0]!;
  await expect(main.locator(`a[href="tel:${office.e164}"]`).first()).toBeInViewport({ ratio: 1 });
});

test('at 375 × 812 the h1, its two actions and the evidence strip come before the carousel, all on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const main = page.locator('main');
  const onFirstScreen = [
    page.locator('h1'),
    main.getByRole('link', { name: contactAction.label, exact: true }).first(),
    main.getByRole('link', { name: new RegExp(`^${firstScreenActions.tenderPack}( \\(.+\\))?$`) }),
    ...(await page.getByRole('region', { name: proofStrip.heading }).getByRole('link').all()),
  ];
  expect(onFirstScreen.length).toBeGreaterThan(3);
  for (const part of onFirstScreen) await expect(part).toBeInViewport({ ratio: 1 });
  // The carousel follows the evidence, in the page's order and on the screen.
  const strip = (await page.getByRole('region', { name: proofStrip.heading }).boundingBox())!;
  const carousel = (await page.locator('[aria-roledescription="carousel"]').boundingBox())!;
  expect(carousel.y).toBeGreaterThanOrEqual(strip.y + strip.height);
  expect(
    await page.evaluate(() => {
      const strip = document.querySelector('main section[aria-label]');
      const carousel = document.querySelector('[aria-roledescription="carousel"]');
      return Boolean(strip && carousel && strip.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
    'the carousel after the evidence in reading order',
  ).toBe(true);
});

/** The target: at most six screens of a 375 × 740 phone. */
const phoneHeightBudget = 4500;

test(`at 375 px the home page is at most ${phoneHeightBudget} px tall, and its footer repeats neither its lead nor its case studies`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(phoneHeightBudget);
  const footer = page.locator('footer');
  await expect(footer.getByText(company.about, { exact: true })).toHaveCount(0);
  await expect(footer.getByText(blogCopy.footerHeading, { exact: true })).toHaveCount(0);
  // Elsewhere the footer carries the case studies (the company's description is the home page's and About's).
  await page.goto('/about/');
  await expect(footer.getByText(blogCopy.footerHeading, { exact: true })).toHaveCount(1);
});

test('the h1 is the largest text on the home page, and every section heading is one size below it, at 375, 800 and 1280 px', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const sizes = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
      // Every element that shows words of its own, outside the h1.
      const texts = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          !h1.contains(element) &&
          element.checkVisibility({ visibilityProperty: true }) &&
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
      );
      const largest = texts.reduce((top, element) => (size(element) > size(top) ? element : top), texts[0]!);
      return {
        h1: size(h1),
        largest: [largest.textContent!.trim().slice(0, 60), size(largest)] as const,
        // The carousel's slide headings are the hero's second voice, smaller again.
        sections: [...document.querySelectorAll('main h2')]
          .filter((h2) => !h2.closest('[aria-roledescription="carousel"]'))
          .map((h2) => [h2.textContent, size(h2)] as const),
      };
    });
    expect(sizes.largest[1], `"${sizes.largest[0]}" at ${width} px`).toBeLessThan(sizes.h1);
    expect(sizes.sections.length, `${width} px`).toBeGreaterThan(1);
    for (const [text, size] of sizes.sections) expect(size, `"${text}" at ${width} px`).toBe(sizes.sections[0]![1]);
  }
});

test('at 1280 × 800 the first screen holds the h1, its actions and, directly under them, the evidence for buyers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const main = page.locator('main');
  await expect(page.locator('h1')).toBeInViewport({ ratio: 1 });
  await expect(main.getByRole('link', { name: contactAction.label, exact: true }).first()).toBeInViewport({
    ratio: 1,
  });
  const strip = page.getByRole('region', { name: proofStrip.heading });
  // Every piece of evidence in the strip, whole, on the first screen.
  const points = strip.getByRole('link');
  expect(await points.count()).toBe(proofStripPoints.length);
  for (const point of await points.all()) await expect(point).toBeInViewport({ ratio: 1 });
  // Directly under: the strip is the next band after the hero, nothing between.
  expect(
    await strip.evaluate((element) => element.previousElementSibling?.querySelector('h1') !== null),
    'the band before the evidence holds the h1',
  ).toBe(true);
});

test('while slides change, only one slide is ever visible: the leaving one fades out before the next fades in', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: /pause/i }).check();
  // Counts, on every frame of the change, the slides that can be seen at all.
  const mostAtOnce = page.evaluate(
    `new Promise((resolve) => {
      const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
      let most = 0;
      const started = performance.now();
      const sample = () => {
        const visible = slides.filter((slide) => Number(getComputedStyle(slide).opacity) > 0.02).length;
        most = Math.max(most, visible);
        if (performance.now() - started < 900) requestAnimationFrame(sample);
        else resolve(most);
      };
      requestAnimationFrame(sample);
    })`,
  );
  await page.getByRole('button', { name: /next slide/i }).click();
  expect(await mostAtOnce).toBe(1);
});

test('on a phone a range never breaks inside itself and every card picture is shown whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The pages with headline figures.
  for (const path of ['/', `${routes.ruggedAppsAi}/`]) {
    await page.goto(path);
    const figures = page.locator('main li > span:first-child').filter({ hasText: /^\d/ });
    expect(await figures.count(), path).toBeGreaterThan(0);
    const broken = await figures.evaluateAll((spans) =>
      spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent),
    );
    expect(broken, path).toEqual([]);
  }
  // The pages with pictured cards.
  for (const path of ['/', `${routes.services}/`]) {
    await page.goto(path);
    const pictures = page.locator('main article img');
    expect(await pictures.count(), path).toBeGreaterThan(0);
    const cropped = await pictures.evaluateAll((images) =>
      images.filter((image) => getComputedStyle(image).objectFit === 'cover').map((image) => image.getAttribute('src')),
    );
    expect(cropped, path).toEqual([]);
  }
});

test('each slide heading names its service, so moving by headings hears it', async ({ page }) => {
  await page.goto('/');
  const headings = page.locator('[aria-roledescription="slide"] h2');
  await expect(headings).toHaveCount(heroSlides.length);
  for (const [position, slide] of heroSlides.entries()) {
    await expect(headings.nth(position)).toContainText(slide.service.title);
    await expect(headings.nth(position)).toContainText(slide.title);
  }
});

test('the proof strip links each piece of evidence to its own row on /compliance, in its group, ticked only if not self-assessed', async ({
  page,
}) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: proofStrip.heading });
  const links = strip.getByRole('link');
  await expect(links).toHaveCount(proofStripPoints.length);
  for (const group of proofStrip.groups) {
    const list = strip.getByRole('heading', { name: group.heading, exact: true }).locator('+ ul');
    const groupLinks = list.getByRole('link');
    await expect(groupLinks).toHaveText(group.items.map((item) => item.label));
    for (const [position, point] of group.items.entries()) {
      expect(
        complianceRows.find((candidate) => candidate.id === point.rowId),
        point.rowId,
      ).toBeDefined();
      // What the visitor sees before the label: a tick is drawn with a right and bottom border.
      const marker = await groupLinks
        .nth(position)
        .evaluate(
          (link) =>
            getComputedStyle(link, '::before').borderRightStyle !== 'none' &&
            getComputedStyle(link, '::before').borderRadius === '0px',
        );
      expect({ label: point.label, tick: marker }).toEqual({ label: point.label, tick: group.ticked });
    }
  }
  await links.first().click();
  const target = page.locator(`tr#${proofStripPoints[0]!.rowId}`);
  await expect(target).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/compliance/#${proofStripPoints[0]!.rowId}$`));
});

test('illustrations follow the colour mode: the navy-panelled twin in dark mode, and only one of each is fetched', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/services/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/service/cybersecurity/');
  await waitForHydration(page);
  const shown = page.locator('main img[src*="/img/services/"]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).not.toHaveAttribute('src', /\/dark\//);
  expect(fetched.filter((path) => path.includes('/dark/'))).toEqual([]);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/service/cybersecurity/');
  await waitForHydration(page);
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('src', /\/dark\/cybersecurity\.svg$/);
  expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});
