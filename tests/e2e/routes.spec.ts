import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { company } from '../../src/data/company';
import { notFoundLinks, notFoundRedirectSeconds } from '../../src/data/notFound';
import { footerLabels } from '../../src/data/navigation';
import { legacyRoutes, legacyPolicySlugs, redirects, routes } from '../../src/data/routes';
import { pauseClockBeforeLoad, policyLinks } from './helpers';

/** The year of the newest post in blog/, whose file names start with its date. */
const newestPostYear = Math.max(
  ...readdirSync(path.join(__dirname, '../../blog'))
    .filter((name) => /^\d{4}-/.test(name))
    .map((name) => Number(name.slice(0, 4))),
);

/** The original site's routes, the shell on every page, and unknown paths. */
test.describe('every route of the original site', () => {
  // Over HTTP, as a link from another site or a bookmark arrives: the server's answer and the page
  // it sends, whose one h1 is in the static HTML. every-page.spec.ts opens each page in a browser;
  // an address that is now a redirect page is followed in a browser by the tests below.
  for (const route of legacyRoutes.filter((legacy) => !redirects.some((redirect) => redirect.from === legacy))) {
    test(`${route} resolves with and without a trailing slash`, async ({ request }) => {
      for (const variant of route === '/' ? ['/'] : [route, `${route}/`]) {
        const response = await request.get(variant);
        expect(response.status(), variant).toBeLessThan(400);
        const headings = [...(await response.text()).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
        expect(headings, variant).toHaveLength(1);
        expect(headings[0]![1], variant).not.toMatch(/not found/i);
      }
    });
  }

  test('/policies redirects to the policy index, keeping the query and fragment', async ({ page }) => {
    await page.goto('/policies/?from=tender#privacy');
    await expect(page).toHaveURL(/\/policies\/mainpolicy\/\?from=tender#privacy$/);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('/policies redirects without scripts too, and says where the page went', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.request.get('/policies/');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<a href="${routes.policyIndex}/">`);
    await page.goto('/policies/');
    await expect(page).toHaveURL(/\/policies\/mainpolicy\/$/);
    await context.close();
  });

  for (const { from, to } of redirects.filter((redirect) => redirect.from !== routes.policies)) {
    test(`the old or guessable address ${from} leads to ${to}`, async ({ page }) => {
      await page.goto(`${from}/`);
      await expect(page).toHaveURL(new RegExp(`${to}/$`));
      await expect(page.locator('main h1')).not.toHaveText(/not found/i);
    });
  }

  test('the services page\'s title band leads to contact, with the original "Explore our approach" to /service beside it', async ({
    page,
  }) => {
    await page.goto('/service/mainservice/');
    const band = page.locator('main header');
    await expect(band.locator('a.button--primary:not(.button--outline)')).toHaveAttribute('href', `${routes.contact}/`);
    await expect(band.getByRole('link', { name: 'Explore our approach' })).toHaveAttribute('href', '/service/');
    await page.locator('main').getByRole('link', { name: 'how we work' }).click();
    await expect(page).toHaveURL(/\/service\/$/);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main section').last().locator('a.button[href="/contactus/"]')).toBeVisible();
    await page.goto('/service');
    await expect(page).toHaveURL(/\/service\/$/);
  });
});

test('an unknown path says so, shows the address, is noindex, then sends the visitor home after five seconds', async ({
  page,
  request,
}) => {
  const raw = await request.get('/no-such-page/');
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(html).toContain('Page not found');
  expect(html).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?noindex/);
  // React reports a hydration mismatch (error #418) as a page error; Chromium's
  // own line about the 404 status of the document itself is expected.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  // Only the test moves the clock, so the countdown starts from its full length.
  await pauseClockBeforeLoad(page);
  await page.goto('/no-such-page/');
  await expect(page.locator('main')).toContainText('/no-such-page/');
  const left = notFoundRedirectSeconds;
  await expect(page.getByRole('status')).toContainText(`in ${left} seconds`);
  for (const link of notFoundLinks) {
    await expect(page.locator('main').getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      `${link.to}/`,
    );
  }
  // One second at a time: each tick re-renders the countdown, which sets the next one.
  const status = page.getByRole('status');
  for (let seconds = left - 1; seconds >= 1; seconds -= 1) {
    await page.clock.runFor(1_000);
    await expect(status).toContainText(`in ${seconds} second`);
  }
  await expect(page).toHaveURL(/\/no-such-page\/$/);
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await expect(page.locator('h1')).toContainText(company.tradingName);
  expect(errors).toEqual([]);
});

test('"Stay on this page" stops the redirect for good', async ({ page }) => {
  // Paused, so a slow load cannot run the countdown out before the click.
  await pauseClockBeforeLoad(page);
  await page.goto('/no-such-page/');
  await page.getByRole('link', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('status')).toHaveText('You are staying on this page.');
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL(/\/no-such-page\/(#stay)?$/);
});

test('the header is dark, fixed and lists the routes in order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toHaveClass(/navbar--dark/);
  await expect(navbar).toContainText(company.tradingName);
  const labels = await page
    .locator('.navbar__items:not(.navbar__items--right) > .navbar__item:visible')
    .allInnerTexts();
  expect(labels.map((text) => text.trim())).toEqual([
    'Home',
    'Rugged Apps AI',
    'Partnerships',
    'Services',
    'About Us',
    'Policies',
    'For buyers',
    'Our work',
    'Contact Us',
  ]);
  await page.mouse.wheel(0, 2000);
  await expect(navbar).toBeInViewport();
  const menuLinks = await page
    .locator('.dropdown', { hasText: 'Policies' })
    .locator('.dropdown__menu a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // The evidence hub first, then every policy in its Markdown's order, the original site's among them.
  expect(menuLinks).toEqual([`${routes.compliance}/`, ...policyLinks.map((link) => `${link.to}/`)]);
  for (const slug of legacyPolicySlugs) expect(menuLinks).toContain(`/policies/${slug}/`);
  expect(menuLinks).toContain('/policies/carbonreductionplan/');
});

test('on a phone the menu items sit behind the toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  // The navbar's own item (the footer links to the same page by the same name).
  const navbarItem = page.locator('.navbar__items').getByRole('link', { name: 'About Us', includeHidden: true });
  await expect(navbarItem).toHaveCount(1);
  await expect(navbarItem).toBeHidden();
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'About Us' })).toBeVisible();
});

test("the footer carries the identity, contact links and the original site's eight policy links", async ({ page }) => {
  await page.goto('/contactus/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`Company registration number${company.companyNumber}`);
  await expect(footer).toContainText(`D-U-N-S number${company.dunsNumber}`);
  await expect(footer).toContainText(company.address.postcode);
  // The year of the build: not before the newest post it publishes, and not in the future.
  const year = Number((await footer.textContent())?.match(new RegExp(`© (\\d{4}) ${company.legalName}`))?.[1]);
  expect(year).toBeGreaterThanOrEqual(newestPostYear);
  expect(year).toBeLessThanOrEqual(new Date().getFullYear());
  for (const phone of company.phones) await expect(footer.locator(`a[href="tel:${phone.e164}"]`)).toHaveCount(1);
  await expect(footer.locator(`a[href="mailto:${company.email}"]`)).toHaveCount(1);
  for (const slug of legacyPolicySlugs) await expect(footer.locator(`a[href="/policies/${slug}/"]`)).toHaveCount(1);
  // Its Policies column is those eight policies' Markdown, in order, by menu label or title; the rest are on the index.
  await expect(footer.getByRole('navigation', { name: footerLabels.policies }).getByRole('link')).toHaveText(
    policyLinks
      .filter((link) => (legacyPolicySlugs as readonly string[]).includes(link.to.split('/').filter(Boolean).at(-1)!))
      .map((link) => link.label),
  );
  await expect(footer.locator('a[href="/policies/mainpolicy/"]')).toHaveCount(1);
});

test('moving to another route starts at the top of the page', async ({ page }) => {
  await page.goto('/about/');
  await page.mouse.wheel(0, 3000);
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/privacypolicy/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the footer folds its link lists into disclosures whose links lead on; on a wide screen they are open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/contactus/');
  const footer = page.locator('footer');
  const lists = [footerLabels.quickLinks, footerLabels.policies].map((name) =>
    footer.getByRole('navigation', { name }),
  );
  for (const list of lists) {
    await expect(list.getByRole('link').first()).toBeHidden();
    expect((await list.locator('summary').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  const policies = lists[1]!;
  await policies.locator('summary').click();
  const first = policyLinks[0]!;
  await policies.getByRole('link', { name: first.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${first.to}/?$`));
  // Wide: every list open under a plain heading, with nothing to press.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const list of lists) {
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(list.locator('summary')).toBeHidden();
  }
});

test('/.well-known/security.txt names the security mailbox, an expiry under a year ahead, and a disclosure policy that exists', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split('\n')
      .map((line) => line.split(/: (.*)/s).slice(0, 2)),
  );
  expect(fields.Contact).toBe(`mailto:${company.securityEmail}`);
  const expires = new Date(fields.Expires!);
  const days = (expires.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(0);
  expect(days).toBeLessThan(366);
  expect(fields['Preferred-Languages']).toBe('en');
  expect(new URL(fields.Canonical!).pathname).toBe('/.well-known/security.txt');
  const policy = await request.get(new URL(fields.Policy!).pathname);
  expect(policy.status()).toBe(200);
  expect(await policy.text()).toContain(company.securityEmail);
});
