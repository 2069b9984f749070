// Screenshots for a person to look at: every route at 1280 and 375 px, light and dark, and the states a visitor sees
// only after acting, into reports/screenshots/.
//   npm run screenshots [-- /about/ /faq/]
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { enquiryCopy, enquiryFields } from '../src/data/enquiryForm';
import { faqRoute, faqSlugs, policyRoute, legacyPolicySlugs, routes } from '../src/data/routes';
import { chromiumLaunchOptions } from '../plugins/shared/chromium';
import { serveBuild } from '../plugins/shared/serveBuild';
import { sitemapPaths } from './lib/sitemap';

const out = 'reports/screenshots';
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 800 } } as const;
/** Where the EmailJS library posts the form: answered here, never sent. */
const sendUrl = '**/api/v1.0/email/send-form';

const sample: Partial<Record<string, string>> = { email: 'ada@example.com', tel: '0151 496 0999' };

async function fillEnquiry(page: Page) {
  for (const field of enquiryFields) {
    const input = page.getByLabel(field.label, { exact: true });
    if (field.kind === 'select') await input.selectOption({ index: 1 });
    else await input.fill(sample[field.kind] ?? 'Rugged scanners for three depots');
  }
}

async function sendEnquiry(page: Page, answer: { status: number; body: string }) {
  await page.route(sendUrl, (route) => route.fulfill(answer));
  await fillEnquiry(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('alert').waitFor();
}

/** A state, the route it starts on, the widths it is taken at, and how to reach it. */
type State = {
  name: string;
  route: string;
  widths: readonly (keyof typeof viewports)[];
  act: (page: Page) => Promise<void>;
};

const states: readonly State[] = [
  {
    name: 'menu-open',
    route: `${policyRoute(legacyPolicySlugs[0])}/`,
    widths: ['phone'],
    act: async (page) => {
      await page.getByRole('button', { name: /toggle navigation bar/i }).click();
      await page.locator('.navbar-sidebar').waitFor();
    },
  },
  {
    name: 'policies-dropdown-open',
    route: `${routes.about}/`,
    widths: ['desktop'],
    act: async (page) => {
      await page.locator('.navbar__item.dropdown').first().hover();
      await page.locator('.dropdown__menu').first().waitFor();
    },
  },
  {
    name: 'faq-open',
    route: `${faqRoute(faqSlugs[0])}/`,
    widths: ['desktop', 'phone'],
    act: async (page) => {
      // A question's panel, not the phone contents list, which is a <details> too.
      await page.locator('article details:has(> summary h2) > summary').first().click();
    },
  },
  {
    name: 'form-errors',
    route: `${routes.contact}/`,
    widths: ['desktop', 'phone'],
    act: async (page) => {
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('heading', { name: enquiryCopy.errorSummaryTitle }).waitFor();
    },
  },
  {
    name: 'form-success',
    route: `${routes.contact}/`,
    widths: ['desktop', 'phone'],
    act: (page) => sendEnquiry(page, { status: 200, body: 'OK' }),
  },
  {
    name: 'form-failure',
    route: `${routes.contact}/`,
    widths: ['desktop', 'phone'],
    act: (page) => sendEnquiry(page, { status: 400, body: 'The template ID is invalid' }),
  },
  {
    name: 'not-found',
    route: '/no-such-page/',
    widths: ['desktop', 'phone'],
    // Taken straight after load, before the countdown takes the visitor home.
    act: async () => {},
  },
];

const fileName = (route: string) => route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home';

// tsx runs this file as CommonJS (the package is not "type": "module"), so no top-level await.
async function main(): Promise<void> {
  const given = process.argv.slice(2);
  const pages = given.length > 0 ? given : sitemapPaths();
  await mkdir(out, { recursive: true });
  const server = await serveBuild(4190);
  const browser = await chromium.launch(chromiumLaunchOptions());
  let taken = 0;
  try {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [width, viewport] of Object.entries(viewports) as [keyof typeof viewports, typeof viewports.phone][]) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
        for (const route of pages) {
          const page = await context.newPage();
          await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
          await page.screenshot({ path: `${out}/${fileName(route)}-${width}-${scheme}.png`, fullPage: true });
          await page.close();
          taken += 1;
        }
        for (const state of states.filter((candidate) => candidate.widths.includes(width))) {
          const page = await context.newPage();
          await page.goto(`${server.url}${state.route}`, { waitUntil: 'networkidle' });
          await state.act(page);
          await page.screenshot({ path: `${out}/state-${state.name}-${width}-${scheme}.png` });
          await page.close();
          taken += 1;
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(`${taken} screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
