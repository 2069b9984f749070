import { expect, test, type Page } from '@playwright/test';
import { forBuyersLink, navbarItems, type NavbarDropdown } from '../../src/data/navigation';
import { pageLinks } from '../../src/data/pages';
import { policyRoute, legacyPolicySlugs, routes } from '../../src/data/routes';
import { policyLinks, waitForHydration } from './helpers';

/** The navbar says where the visitor is, and the phone menu is easy to hit and complete. */

const dropdowns = navbarItems.filter((item) => 'items' in item);
/** The dropdown that holds the pages the footer lists but the old navbar left out: the FAQs and Insights. */
const resources = navbarItems.find(
  (item): item is NavbarDropdown => 'items' in item && item.items.some((link) => link.to === pageLinks.faq.to),
)!;

/** Opens the phone menu on a policy page. */
async function openPhoneMenu(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${policyRoute(legacyPolicySlugs[0]!)}/`);
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
  return menu;
}

test('on a policy page the "Policies" dropdown itself is marked as the current section', async ({ page }) => {
  expect(dropdowns.some((item) => item.label === 'Policies')).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  const policies = page.locator('.navbar__item.dropdown .navbar__link', { hasText: 'Policies' });
  await page.goto(`${policyRoute(legacyPolicySlugs.at(-1)!)}/`);
  await expect(policies).toHaveClass(/navbar__link--active/);
  await page.goto(`${routes.about}/`);
  await expect(policies).not.toHaveClass(/navbar__link--active/);
});

test('the phone menu marks Policies too, and offers "For buyers" and the FAQs and Insights as a wide screen does', async ({
  page,
}) => {
  const menu = await openPhoneMenu(page);
  await expect(menu.locator('.menu__link--sublist', { hasText: 'Policies' })).toHaveClass(/menu__link--active/);
  // On a policy page the Policies group starts open, with this policy marked.
  await expect(menu.locator('.menu__link--sublist', { hasText: 'Policies' }).locator('..')).toHaveAttribute('open', '');
  await expect(menu.getByRole('link', { name: forBuyersLink.label, exact: true })).toHaveAttribute(
    'href',
    `${forBuyersLink.to}/`,
  );
  await menu.locator('.menu__link--sublist', { hasText: resources.label }).click();
  for (const link of resources.items) {
    await expect(menu.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', `${link.to}/`);
  }
});

test('at 1280 px "For buyers" is a top-level link to the evidence hub, marked there, and the FAQs and Insights are in the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${routes.about}/`);
  const bar = page.locator('.navbar__items:not(.navbar__items--right)');
  const forBuyers = bar.locator(':scope > a.navbar__item', { hasText: forBuyersLink.label });
  await expect(forBuyers).toBeVisible();
  // Every item on one line, none cut: the bar does not scroll and no label wraps.
  expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const heights = await bar
    .locator(':scope > .navbar__item:visible')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
  expect(new Set(heights).size, `item heights ${heights.join(', ')}`).toBe(1);
  await forBuyers.click();
  await expect(page).toHaveURL(new RegExp(`${routes.compliance}/$`));
  await expect(forBuyers).toHaveClass(/navbar__link--active/);
  const dropdown = bar.locator('.dropdown', { hasText: resources.label });
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__menu a')).toHaveText(resources.items.map((link) => link.label));
  await dropdown.getByRole('link', { name: pageLinks.faq.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.faq}/$`));
  await expect(dropdown.locator('summary')).toHaveClass(/navbar__link--active/);
});

test('at 375 px the brand name is whole and every phone-menu control is at least 44 × 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${policyRoute(legacyPolicySlugs[0]!)}/`);
  const title = page.locator('.navbar__title').first();
  expect(await title.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  const menu = page.locator('.navbar-sidebar');
  // The open menu repeats the brand beside its theme toggle and close button.
  const menuTitle = menu.locator('.navbar__title');
  await expect(menuTitle).toBeVisible();
  expect(await menuTitle.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  // Sizes to a hundredth of a pixel: the menu slides its panels with transforms, and a
  // transformed 44 px box can measure 43.9999 (seen on a busy machine), which is not a smaller target.
  const tooSmall = () =>
    menu.locator('a:visible, button:visible').evaluateAll((controls) =>
      controls
        .map((control) => {
          const { width, height } = control.getBoundingClientRect();
          const size = { width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
          return { name: control.textContent?.trim() || control.getAttribute('aria-label'), box: size };
        })
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ name, box }) => `${name}: ${box.width.toFixed(2)} × ${box.height.toFixed(2)}`),
    );
  await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
  expect(await tooSmall()).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px every control in the header is at least 44 × 44 px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${policyRoute(legacyPolicySlugs[0]!)}/`);
    const controls = page.locator('.navbar__inner').locator('a:visible, button:visible, summary:visible');
    expect(await controls.count()).toBeGreaterThan(width === 375 ? 2 : 10);
    const tooSmall = await controls.evaluateAll((found) =>
      found
        .map((control) => ({
          name: control.textContent?.trim() || control.getAttribute('aria-label'),
          box: control.getBoundingClientRect(),
        }))
        .filter(({ box }) => Math.round(box.width * 100) / 100 < 44 || Math.round(box.height * 100) / 100 < 44)
        .map(({ name, box }) => `${name}: ${box.width.toFixed(2)} × ${box.height.toFixed(2)}`),
    );
    expect(tooSmall).toEqual([]);
  });
}

test('the hub and the certificate under it mark "For buyers"; the original "Know more" address leads to About', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const forBuyers = page.locator('.navbar__items .navbar__link', { hasText: forBuyersLink.label });
  for (const route of [`${routes.compliance}/`, `${routes.insuranceCertificate}/`]) {
    await page.goto(route);
    await expect(forBuyers, route).toHaveClass(/navbar__link--active/);
  }
  await page.goto(`${routes.knowMore}/`);
  await expect(page).toHaveURL(new RegExp(`${routes.about}/$`));
  await expect(page.locator('main h1')).toHaveText('About us');
});

test('after hydration the phone menu closes when one of its links is followed, and the page behind it stays still', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${routes.about}/`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /toggle navigation bar/i }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await menu.getByRole('link', { name: pageLinks.contact.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.contact}/$`));
  await expect(menu).toBeHidden();
});

test('on a wide screen the Policies menu opens with the evidence hub and lists every document under /policies', async ({
  page,
}) => {
  const policies = navbarItems.find((item): item is NavbarDropdown => 'items' in item && item.label === 'Policies')!;
  expect(policies.items[0]).toEqual(pageLinks.compliance);
  // The hub, then every policy's Markdown in its order (the Carbon Reduction Plan among them).
  const expected = [...policies.items, ...policyLinks];
  expect(expected.map((item) => item.to)).toContain('/policies/carbonreductionplan');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${routes.about}/`);
  const dropdown = page.locator('.navbar__items .dropdown', { hasText: 'Policies' });
  await dropdown.hover();
  const links = dropdown.locator('.dropdown__menu a');
  await expect(links).toHaveText(expected.map((item) => item.label));
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
    expected.map((item) => `${item.to}/`),
  );
  // One click from the top menu: hover shows the list, a click on the hub goes there.
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${routes.compliance}/?$`));
});

// WCAG 2.2 SC 2.4.11: tabbing, forwards from the top and backwards from the foot, never leaves the focused element
// under the sticky header.
for (const route of ['/faq/cybersecurity/', '/policies/privacypolicy/']) {
  test(`${route}: tabbing both ways never hides the focus under the sticky header`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    await waitForHydration(page);
    const hidden: string[] = [];
    const look = async (key: string) => {
      await page.keyboard.press(key);
      const found = await page.evaluate(async () => {
        // Where the focus rests once the browser has scrolled it into view and laid out the sticky columns again.
        await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
        const focused = document.activeElement;
        const header = document.querySelector('header');
        if (!focused || !header || header.contains(focused) || focused === document.body) return undefined;
        // The skip link is fixed above the header, not scrolled content.
        if (getComputedStyle(focused).position === 'fixed') return undefined;
        const box = focused.getBoundingClientRect();
        const under = box.top < header.getBoundingClientRect().bottom && box.bottom > 0;
        return under
          ? `${focused.tagName} "${focused.textContent?.trim().slice(0, 40)}" at y = ${Math.round(box.top)}`
          : undefined;
      });
      if (found) hidden.push(`${key}: ${found}`);
    };
    for (let step = 0; step < 30; step += 1) await look('Tab');
    await page.keyboard.press('End');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => document.querySelector<HTMLElement>('footer a:last-of-type')?.focus());
    for (let step = 0; step < 30; step += 1) await look('Shift+Tab');
    expect(hidden).toEqual([]);
  });
}

test('the header holds the original links and two more entries at most, Contact Us its one primary button; the name stays from 1024 px', async ({
  page,
}) => {
  const entries = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
  const primary = page.locator('.navbar__items .navbar__cta');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about/');
  await waitForHydration(page);
  // The original site's seven (Home to Contact Us, the Policies dropdown among them) and two more.
  expect(navbarItems.length).toBeLessThanOrEqual(7 + 2);
  await expect(entries).toHaveCount(navbarItems.length);
  await expect(primary).toHaveCount(1);
  await expect(primary).toHaveText(pageLinks.contact.label);
  const look = await primary.evaluate((link) => {
    const navbar = getComputedStyle(link.closest('.navbar')!).backgroundColor;
    return { fill: getComputedStyle(link).backgroundColor, navbar };
  });
  expect(look.fill, 'a filled button, not a link on the bar').not.toBe(look.navbar);
  for (const width of [1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const bar = await page.evaluate(() => {
      const title = document.querySelector('.navbar__inner .navbar__title')!.getBoundingClientRect();
      const inner = document.querySelector('.navbar__inner')!;
      const visible = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
          .map((element) => ({
            text: element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName,
            box: element.getBoundingClientRect(),
          }))
          .sort((a, b) => a.box.left - b.box.left);
      // Anything in the bar that runs into its neighbour: the entries pushed over its right-hand controls.
      const parts = visible('.navbar__items > *');
      const overlaps = parts
        .slice(1)
        .filter((part, at) => parts[at]!.box.right > part.box.left + 1)
        .map((part, at) => `${parts[at]!.text} over ${part.text}`);
      const tops = visible('.navbar__items > .navbar__item').map((item) => Math.round(item.box.top));
      return {
        title: title.width,
        overflow: inner.scrollWidth - inner.clientWidth,
        rows: new Set(tops).size,
        overlaps,
      };
    });
    expect(bar.title, `${width} px: the company name is shown`).toBeGreaterThan(60);
    expect(bar.overflow, `${width} px: nothing overflows the bar`).toBeLessThanOrEqual(0);
    expect(bar.rows, `${width} px: one row of entries`).toBe(1);
    expect(bar.overlaps, `${width} px: no entry runs into the next`).toEqual([]);
  }
});
