import { expect, test } from '@playwright/test';
import { company, formatVatNumber } from '../../src/data/company';
import { people, signatories } from '../../src/data/people';
import { routes } from '../../src/data/routes';

/** Who a buyer would work with: the About page, the signed documents and the posts name the same people. */

test('the About page shows every person in the team record: name, role, qualifications and clearance, with initials for a picture', async ({
  page,
}) => {
  await page.goto(`${routes.about}/`);
  const cards = page.locator('[data-person]');
  await expect(cards).toHaveCount(people.length);
  for (const person of people) {
    const card = page.locator(`[data-person="${person.key}"]`);
    await expect(card.getByRole('heading', { name: person.name, exact: true })).toBeVisible();
    await expect(card).toContainText(person.title);
    for (const qualification of person.qualifications) await expect(card).toContainText(qualification);
    if (person.clearance) await expect(card).toContainText(person.clearance);
    await expect(card).toContainText(person.preEmploymentCheck);
  }
  // No photographs of people: the only pictures in the cards are none at all.
  await expect(cards.locator('img')).toHaveCount(0);
});

test('at 1280 px the key facts sit beside the opening paragraphs, from the identity record, with the way to the evidence', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${routes.about}/`);
  const panel = page.getByRole('complementary', { name: 'Key facts' });
  for (const fact of [String(company.founded), String(company.headcount), company.companyNumber, formatVatNumber()]) {
    await expect(panel).toContainText(fact);
  }
  await expect(panel.getByRole('link')).toHaveAttribute('href', `${routes.compliance}/`);
  const text = page.locator('main section p', { hasText: 'Our work spans' });
  const [panelBox, textBox] = [await panel.boundingBox(), await text.boundingBox()];
  expect(panelBox!.x).toBeGreaterThan(textBox!.x + textBox!.width);
  // Beside the text, not below it: the two overlap vertically.
  expect(panelBox!.y).toBeLessThan(textBox!.y + textBox!.height);
});

test("a signed document's signatory and every post's author are people on the About page", async ({ page }) => {
  const [role, name] = Object.entries(signatories)[0]!;
  const signer = people.find((person) => person.name === name)!;
  expect(signer.title).toBe(role);
  // The plan prints who signed it, in its own words (the <Approval /> component), from the team record.
  await page.goto('/policies/carbonreductionplan/');
  await expect(page.locator('main article')).toContainText(
    `signed on behalf of ${company.legalName} by ${name}, ${role}`,
  );
  await page.goto(`${routes.insights}/authors/`);
  const names = (await page.locator('main h2, main h3').allInnerTexts()).map((name) => name.trim());
  const known = people.map((person) => person.name);
  const authors = names.filter((name) => known.includes(name));
  expect(authors.length).toBeGreaterThan(0);
  for (const name of names.filter((candidate) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(candidate))) {
    expect(known).toContain(name);
  }
});
