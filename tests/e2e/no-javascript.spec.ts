import { expect, test } from '@playwright/test';
import { navbarItems, type NavbarDropdown } from '../../src/data/navigation';
import { company, type PhoneNumber } from '../../src/data/company';
import { enquiryCopy } from '../../src/data/enquiryForm';
import { pageLinks } from '../../src/data/pages';
import { faqRoute, faqSlugs, policyRoute, legacyPolicySlugs, routes } from '../../src/data/routes';
import { sitemapPaths } from './helpers';
import { controlsThatNeedAScript, markedSections } from './pageRules';
import { templatePages } from './templates';

/**
 * Every control a visitor needs works from the HTML alone: these pages are
 * opened with JavaScript switched off, so nothing here can lean on React.
 * (With scripts the same markup works before hydration, for the same reason.)
 */
test.use({ javaScriptEnabled: false });

const policies = navbarItems.find((item): item is NavbarDropdown => 'items' in item)!;

/** One route of each page template: a React page, a policy (docs) and the contact page. */
const templates = [routes.about, policyRoute(legacyPolicySlugs[0]!), routes.contact].map((route) => `${route}/`);

for (const route of templates) {
  test(`without JavaScript the phone menu opens, closes and its links lead on (${route})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(route);
    const toggle = page.getByRole('button', { name: /toggle navigation bar/i });
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole('link', { name: pageLinks.about.label, exact: true })).toBeVisible();
    await menu.getByRole('button', { name: /close navigation bar/i }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await toggle.click();
    // The Policies group opens from its summary and lists every policy.
    const group = menu.locator('details', { has: page.locator('summary', { hasText: policies.label }) });
    if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
    for (const item of policies.items) {
      await expect(group.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
    const target = route === `${routes.contact}/` ? pageLinks.about : pageLinks.contact;
    await menu.getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.to}/$`));
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test(`without JavaScript the Policies dropdown shows its links on hover, focus and click (${route})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: policies.label });
    const label = dropdown.locator('summary');
    const firstLink = dropdown.getByRole('link', { name: policies.items[0]!.label, exact: true });
    await expect(firstLink).toBeHidden();
    await label.hover();
    await expect(firstLink).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(firstLink).toBeHidden();
    // Keyboard focus: Tab from the link before it.
    const previous = page.locator('.navbar__items .navbar__link').filter({ hasText: pageLinks.about.label });
    await previous.focus();
    await page.keyboard.press('Tab');
    await expect(label).toBeFocused();
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await previous.focus();
    await expect(firstLink).toBeHidden();
    // A click opens it and a second click closes it.
    await label.click();
    await page.mouse.move(640, 700);
    await expect(dropdown.locator('details')).toHaveAttribute('open', '');
    await expect(firstLink).toBeVisible();
    await label.click();
    await page.mouse.move(640, 700);
    await expect(firstLink).toBeHidden();
  });
}

test('without JavaScript the Search control leads to the search page', async ({ page }) => {
  await page.goto(`${routes.about}/`);
  await page.locator('.navbar').getByRole('link', { name: 'Search', exact: false }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.search}/$`));
});

test('without JavaScript every FAQ panel opens and closes, and a link to a question shows its answer', async ({
  page,
}) => {
  const route = `${faqRoute(faqSlugs[0]!)}/`;
  await page.goto(route);
  const panels = page.locator('main details:has(> summary h2)');
  expect(await panels.count()).toBeGreaterThan(0);
  for (const panel of await panels.all()) {
    const answer = panel.locator('> summary + *');
    await expect(answer).toBeHidden();
    await panel.locator('summary').click();
    await expect(answer).toBeVisible();
    await panel.locator('summary').click();
    await expect(answer).toBeHidden();
  }
  const linked = panels.last();
  const id = await linked.locator('summary h2').getAttribute('id');
  await page.goto(`${route}#${id}`);
  await expect(linked.locator('> summary + *')).toBeVisible();
  await expect(linked.locator('summary h2')).toBeInViewport();
  // Its answer offers nothing that needs a script (copying the question's link does).
  expect(await controlsThatNeedAScript(page, { disabledAllowed: false })).toEqual([]);
  // The linked panel still closes from its summary.
  await linked.locator('summary').click();
  await expect(linked.locator('> summary + *')).toBeHidden();
});

test('without JavaScript the contact page offers our email address and phone numbers in place of the form', async ({
  page,
}) => {
  await page.goto(`${routes.contact}/`);
  // No form that could not send, and no button that would do nothing.
  await expect(page.locator('main form')).toBeHidden();
  await expect(page.getByRole('button', { name: enquiryCopy.submit })).toHaveCount(0);
  // By CSS, not by text: Playwright's text matching skips what is inside <noscript>.
  const instead = page.locator('main noscript');
  expect(await instead.evaluate((element) => element.textContent)).toContain(enquiryCopy.noScript);
  await expect(instead.locator('p').first()).toBeVisible();
  await expect(instead.locator(`a[href="mailto:${company.email}"]`)).toBeVisible();
  const phones = company.phones as readonly PhoneNumber[];
  expect(phones.length).toBeGreaterThan(0);
  for (const phone of phones) await expect(instead.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
});

/** The top-level navbar entry whose section a path is in, by the navbar's own data. */
const sectionOf = (path: string) =>
  navbarItems.find((item) =>
    item.activeFor !== undefined
      ? new RegExp(`^/${item.activeFor}`).test(path)
      : 'to' in item && `${item.to}/` === path,
  )?.label;

/** One page of every template, at a phone's width and a desktop's. */
for (const { template, path } of templatePages(sitemapPaths())) {
  test(`without JavaScript a ${template} shows no control that needs a script and marks its section (${path})`, async ({
    page,
  }) => {
    const section = sectionOf(path);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      expect.soft(await controlsThatNeedAScript(page, { disabledAllowed: false }), `at ${width} px`).toEqual([]);
      // At 1280 px in the bar, at 375 px in the phone menu (open or not, its marks are in the HTML).
      expect
        .soft(await markedSections(page, width), `the section marked at ${width} px`)
        .toEqual(section === undefined ? [] : [section]);
    }
  });
}
