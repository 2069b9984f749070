import { expect, test, type Page, type Request } from '@playwright/test';
import { company, formatHours, formatWithin, responseTargets, type ResponseTargetKey } from '../../src/data/company';
import { contactCopy } from '../../src/data/contact';
import { readFileSync } from 'node:fs';
import { enquiryCopy, enquiryTimeoutMs } from '../../src/data/enquiryForm';
import { retention } from '../../src/data/retention';
import { waitForHydration } from './helpers';
import { testEmailConfig } from '../../config/email';

const builtIds = testEmailConfig(process.env);

/**
 * The enquiry form with the real EmailJS library, its request intercepted.
 * The test build sets dummy EmailJS IDs (see "build:test" in package.json).
 */
const sendUrl = '**/api/v1.0/email/send-form';

async function fill(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(' ada@example.com ');
  await page.getByLabel('Phone number (optional)').fill('0151 496 0999');
  await page.getByLabel('Subject (optional)').fill('Rugged scanners');
  await page.getByLabel('Service you are interested in').selectOption('Rugged Apps AI');
  await page.getByLabel('Message', { exact: true }).fill('We run three depots.');
}

function multipartFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) fields[match[1]!] = match[2]!;
  return fields;
}

test.beforeEach(async ({ page }) => {
  // Typing starts once React owns the form (and has restored any draft), not at an arbitrary network lull.
  await page.goto('/contactus/');
  await waitForHydration(page);
});

test('shows the office details from the identity module', async ({ page }) => {
  const main = page.locator('main');
  for (const phone of company.phones) await expect(main.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
  await expect(main.locator(`a[href="mailto:${company.email}"]`).first()).toBeVisible();
  await expect(main).toContainText(formatHours());
  await expect(main).toContainText(company.address.postcode);
});

test('lists every response target with its reason, from the service-level data', async ({ page }) => {
  const list = page.locator('main').getByRole('region', { name: contactCopy.responseTargetsHeading });
  for (const key of Object.keys(responseTargets) as ResponseTargetKey[]) {
    const item = list.locator('div', { has: page.getByText(responseTargets[key].appliesTo, { exact: true }) });
    await expect(item).toContainText(formatWithin(key));
    await expect(item).toContainText(responseTargets[key].why);
  }
});

test('tells the visitor who uses their details and why in one line before the Send button, the rest one link away', async ({
  page,
}) => {
  const form = page.locator('main form');
  const notice = form.locator('#enquiry-privacy');
  await expect(notice).toContainText(company.tradingName);
  // One line on a wide screen, between the message and the button that sends the details.
  const noticeBox = (await notice.boundingBox())!;
  const lineHeight = await notice
    .locator('p')
    .first()
    .evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
  expect(noticeBox.height).toBeLessThan(2 * lineHeight);
  const buttonBox = await form.getByRole('button', { name: enquiryCopy.submit }).boundingBox();
  expect(noticeBox.y).toBeLessThan(buttonBox!.y);
  // The notice's link, as the compliance team wrote it in the Markdown, leads to the rest of what Article 13 asks.
  const [, linkWords, href] = /\[([^\]]+)\]\(([^)]+)\)/.exec(
    readFileSync('src/pages/_enquiry-privacy-notice.md', 'utf8'),
  )!;
  await notice.getByRole('link', { name: linkWords }).click();
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.hash;
    })
    .toBe(href);
  await expect(page.locator(`#${href!.split('#')[1]}`)).toBeVisible();
  const policy = page.locator('main');
  for (const fact of ['EmailJS', 'Singapore', retention.enquiries]) await expect(policy).toContainText(fact);
});

test("no page test reaches EmailJS: a send nobody answers fails in the tests' browser", async ({ page }) => {
  await page.goto('/contactus/');
  // The build may carry the deployment's real IDs; playwright.config.ts keeps its address unresolvable.
  const error = await page.evaluate(() =>
    fetch('https://api.emailjs.com/api/v1.0/email/send-form', { method: 'POST', body: '' }).then(
      (response) => `answered ${response.status}`,
      (failure: Error) => failure.name,
    ),
  );
  expect(error).toBe('TypeError');
});

test('a successful send posts every field and the library fields, then resets the form', async ({ page }) => {
  const requests: Request[] = [];
  await page.route(sendUrl, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await fill(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('✅ Message sent successfully!');
  expect(requests).toHaveLength(1);
  const fields = multipartFields(requests[0]!);
  expect(fields).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '0151 496 0999',
    subject: 'Rugged scanners',
    service_type: 'Rugged Apps AI',
    message: 'We run three depots.',
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    // The IDs the build under test was given (npm run build:test).
    service_id: builtIds.serviceId,
    template_id: builtIds.templateId,
    user_id: builtIds.publicKey,
  });
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Service you are interested in')).toHaveValue('');
});

for (const [label, answer] of [
  ['a 400 response', { status: 400, body: 'The template ID is invalid' }],
  ['a network failure', null],
] as const) {
  test(`${label} keeps every value, logs the error and offers the mailto fallback`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(sendUrl, (route) => (answer ? route.fulfill(answer) : route.abort('failed')));
    await fill(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
    expect(errors.some((text) => text.includes('Enquiry form'))).toBe(true);
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Service you are interested in')).toHaveValue('Rugged Apps AI');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('We run three depots.');
    const mailto = await page.getByRole('link', { name: 'Email your message to us' }).getAttribute('href');
    expect(mailto).toMatch(new RegExp(`^mailto:${company.email}\\?subject=Rugged%20scanners&body=`));
    // The failure looks different from a success: its own mark and colour.
    const look = () =>
      page.getByRole('alert').evaluate((panel) => ({
        background: getComputedStyle(panel).backgroundColor,
        mark: getComputedStyle(panel.querySelector('p')!, '::before').content,
      }));
    const failure = await look();
    expect(failure.mark).not.toBe('none');
    // A retry goes out again once the provider answers.
    await page.unroute(sendUrl);
    await page.route(sendUrl, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('✅ Message sent successfully!');
    const success = await look();
    expect(success.background).not.toBe(failure.background);
    expect(success.mark).toBe('none');
  });
}

test('a send the e-mail service never answers fails after its time limit like any other: every value kept, a retry sent', async ({
  page,
}) => {
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  const unanswered: Request[] = [];
  // The request is held and never answered, as a provider that hangs would.
  await page.route(sendUrl, (route) => void unanswered.push(route.request()));
  await fill(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => unanswered.length).toBe(1);
  await expect(page.getByRole('button', { name: enquiryCopy.sending })).toBeVisible();
  await page.clock.runFor(enquiryTimeoutMs - 1_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('We run three depots.');
  // The retry is not held back by the rate limit of the send that failed.
  await page.unroute(sendUrl);
  await page.route(sendUrl, (route) => route.fulfill({ status: 200, body: 'OK' }));
  await page.getByRole('button', { name: enquiryCopy.submit }).click();
  await expect(page.getByRole('alert')).toContainText('✅ Message sent successfully!');
});

test('a double click sends one request', async ({ page }) => {
  let count = 0;
  let answer: () => void = () => undefined;
  // The server answers only after both clicks, as a slow one would.
  const bothClicksDone = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(sendUrl, async (route) => {
    count += 1;
    await bothClicksDone;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await fill(page);
  await page.getByRole('button', { name: 'Send message' }).dblclick();
  answer();
  await expect(page.getByRole('alert')).toContainText('✅ Message sent successfully!');
  expect(count).toBe(1);
});

test('an empty submit sends nothing and focuses the error summary', async ({ page }) => {
  let count = 0;
  await page.route(sendUrl, (route) => {
    count += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  const summary = page.locator('div', { has: page.getByRole('heading', { name: 'There is a problem' }) }).last();
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  expect(count).toBe(0);
});

test('a draft survives a reload', async ({ page }) => {
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Service you are interested in').selectOption('Cyber Security');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Service you are interested in')).toHaveValue('Cyber Security');
});
