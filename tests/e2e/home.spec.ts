import { expect, test } from '@playwright/test';
import { company } from '../../src/data/company';
import { complianceRows } from '../../src/data/compliance';
import { proofStrip } from '../../src/data/proofStrip';
import { heroSlides } from '../../src/data/serviceLookup';

/** The home page's first screen says who we are, and the evidence under it is one click from its proof. */

test('at 375 × 667 the first screen shows a visible h1, the line under it and the first slide heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/');
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toContainText(company.tradingName);
  await expect(h1).toBeInViewport({ ratio: 1 });
  await expect(page.locator('main').getByText(company.about, { exact: true })).toBeInViewport({ ratio: 1 });
  const firstHeading = page.locator('[aria-roledescription="slide"]').first().getByRole('heading', { level: 2 });
  await expect(firstHeading).toBeInViewport({ ratio: 1 });
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

test('the proof strip links each piece of evidence to its own row on /compliance', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: proofStrip.heading });
  const links = strip.getByRole('link');
  await expect(links).toHaveCount(proofStrip.points.length);
  for (const [position, point] of proofStrip.points.entries()) {
    const row = complianceRows.find((candidate) => candidate.id === point.rowId);
    expect(row, point.rowId).toBeDefined();
    await expect(links.nth(position)).toHaveText(point.label);
  }
  await links.first().click();
  const target = page.locator(`tr#${proofStrip.points[0].rowId}`);
  await expect(target).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/compliance/#${proofStrip.points[0].rowId}$`));
});

test('illustrations follow the colour mode: the navy-panelled twin in dark mode, and only one of each is fetched', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/services/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/service/cybersecurity/', { waitUntil: 'networkidle' });
  const shown = page.locator('main img[src*="/img/services/"]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).not.toHaveAttribute('src', /\/dark\//);
  expect(fetched.filter((path) => path.includes('/dark/'))).toEqual([]);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/service/cybersecurity/', { waitUntil: 'networkidle' });
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('src', /\/dark\/cybersecurity\.svg$/);
  expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});
