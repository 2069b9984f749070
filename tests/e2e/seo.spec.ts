import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { company } from '../../src/data/company';
import { sitemapPaths, waitForHydration } from './helpers';

/** Findable and safe: CSP, share tags, structured data, robots.txt. */
const build = path.join(__dirname, '../../build');

test('every page carries a CSP that allows only the site and the email API, and breaks nothing', async ({ page }) => {
  for (const route of ['/', '/contactus/', '/faq/cybersecurity/', '/policies/bcms/']) {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(route);
    await waitForHydration(page);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Use search, which loads Pagefind's script and WebAssembly: the feature most likely to need more.
    // The shortcut is React's: wait until it has taken over.
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /search/i }).fill('policy');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('every built page has a CSP meta tag first in its head', () => {
  for (const route of sitemapPaths()) {
    const html = readFileSync(path.join(build, route, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('Content-Security-Policy')).toBeGreaterThan(0);
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(
      head.indexOf('<script') === -1 ? Infinity : head.indexOf('<script'),
    );
  }
});

test('pages carry Open Graph and Twitter tags with a local share image, and a referrer policy', async ({ page }) => {
  await page.goto('/service/cloudsolutions/');
  for (const selector of [
    'meta[property="og:title"]',
    'meta[property="og:description"]',
    'meta[property="og:image"]',
    'meta[name="twitter:card"]',
  ]) {
    expect(await page.locator(selector).getAttribute('content')).toBeTruthy();
  }
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const imagePath = new URL(image!).pathname;
  const response = await page.request.get(imagePath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('strict-origin-when-cross-origin');
});

test('the home page describes the company as a schema.org Organization', async ({ page }) => {
  await page.goto('/');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
  const org = blocks.find((b) => b['@type'] === 'Organization');
  expect(org).toMatchObject({
    name: company.tradingName,
    legalName: company.legalName,
    email: company.email,
    duns: company.dunsNumber,
    identifier: { value: company.companyNumber },
    address: { postalCode: company.address.postcode, addressLocality: 'Liverpool' },
  });
});

test('docs pages carry a BreadcrumbList in the HTML search engines read', async ({ request }) => {
  // The served HTML, not the live DOM: Docusaurus's head manager rewrites
  // head tags while the page hydrates, so reading the DOM then is a race.
  const html = await (await request.get('/policies/privacypolicy/')).text();
  const blocks = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  const breadcrumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(breadcrumbs?.itemListElement?.length).toBeGreaterThanOrEqual(1);
});

test('robots.txt points to the sitemap, and the sitemap leaves out the 404 and redirect pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  const paths = sitemapPaths();
  // /policies is a redirect stub; /service is a page of its own (how we work).
  expect(paths).not.toContain('/policies/');
  expect(paths).toContain('/service/');
  expect(paths.some((p) => p.includes('404'))).toBe(false);
});

test('links that open a new tab are noopener noreferrer', async ({ page }) => {
  for (const route of ['/', '/accessibility/', '/policies/privacypolicy/']) {
    await page.goto(route);
    const unsafe = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) =>
        links
          .filter(
            (a) => !/noopener/.test(a.getAttribute('rel') ?? '') || !/noreferrer/.test(a.getAttribute('rel') ?? ''),
          )
          .map((a) => a.getAttribute('href')),
      );
    expect(unsafe).toEqual([]);
  }
});
