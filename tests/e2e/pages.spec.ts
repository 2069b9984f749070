import { expect, test } from '@playwright/test';
import { headlineStats } from '../../src/data/headlineStats';
import { pauseClockBeforeLoad, waitForStylesheet } from './helpers';
import { cardAndButtonProblems, containersOffTheTitleEdge, largerHeadingsThanH1 } from './pageRules';

/**
 * The two pages outside the sitemap keep the rules every page in it keeps
 * (tests/e2e/every-page.spec.ts): the title band's one h1, no heading above
 * its size, the body at its left edge, one card style and two button styles.
 */

// Not in the sitemap, and as much part of the family as any page in it.
for (const path of ['/search/', '/no-such-page/']) {
  test(`${path} has the title band's one h1 and no heading above its size`, async ({ page }) => {
    // The 404 would send the page home after its countdown.
    await pauseClockBeforeLoad(page);
    await page.goto(path);
    await expect(page.locator('main header h1')).toHaveCount(1);
    expect(await largerHeadingsThanH1(page)).toEqual([]);
    expect(await containersOffTheTitleEdge(page)).toEqual([]);
    await waitForStylesheet(page);
    expect(await cardAndButtonProblems(page)).toEqual([]);
  });
}

test('the Rugged Apps AI results say first how many each figure rests on, at body size', async ({ page }) => {
  await page.goto('/service/rugged-apps-ai/');
  const bases = page.locator('main [data-stat-basis]');
  await expect(bases).toHaveCount(headlineStats.length);
  const bodySize = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  for (const [position, stat] of headlineStats.entries()) {
    const basis = bases.nth(position);
    await expect(basis).toHaveText(`${stat.sample}. ${stat.basis}`);
    expect(await basis.evaluate((element) => getComputedStyle(element).fontSize)).toBe(bodySize);
  }
});
