// npm run test:firefox: the controls of issue 39 in Firefox, on the built
// site. Playwright's own Firefox cannot be downloaded on our machines, so this
// drives Debian's firefox-esr with puppeteer-core over WebDriver BiDi, and
// checks what tests/e2e/no-javascript.spec.ts and early-input.spec.ts check in
// Chromium: with JavaScript switched off, the phone menu, the Policies
// dropdown, the FAQ panels, a link to a question, the carousel's dots and its
// CSS cycle, the Search control and the contact page's details; with
// JavaScript on but the main bundle failing to load, the same controls still
// work. Conditions are waited for, never sleeps; a failed check names the
// route and what it expected, and the script exits non-zero.
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { navbarItems, type NavbarDropdown } from '../../src/data/navigation';
import { company } from '../../src/data/company';
import { pageLinks } from '../../src/data/pages';
import { findControlsThatNeedAScript } from '../e2e/pageRules';
import { faqRoute, faqSlugs, policyRoute, legacyPolicySlugs, routes } from '../../src/data/routes';
import { serveBuild } from '../../plugins/shared/serveBuild';

/** FIREFOX_PATH, else Debian's ESR, else a plain `firefox` (GitHub's Ubuntu runners have one). */
const firefox = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
  (candidate): candidate is string => !!candidate && existsSync(candidate),
);
const policies = navbarItems.find((item): item is NavbarDropdown => 'items' in item)!;
const templates = [routes.about, policyRoute(legacyPolicySlugs[0]!), routes.contact].map((route) => `${route}/`);
const faqPage = `${faqRoute(faqSlugs[0]!)}/`;

/**
 * Waits for a condition in the page, polled from here: with the page's
 * scripts off, Firefox runs no timer or animation frame in it, so puppeteer's
 * own in-page polling (`waitForFunction`) never fires. On time-out, says which.
 */
async function until(
  page: Page,
  what: string,
  condition: string | ((...args: never[]) => boolean),
  ...args: unknown[]
): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const met =
      typeof condition === 'string'
        ? await page.evaluate(condition)
        : await page.evaluate(condition, ...(args as never[]));
    if (met === true) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Sizes the page's viewport. puppeteer-core 25 sends Firefox the viewport and a
 * screen-orientation override together; Firefox 140 ESR (Debian 12's) does not
 * know `emulation.setScreenOrientationOverride` and refuses it, while the
 * viewport command succeeds. That refusal alone is let through, and the width
 * the page then reports is checked, so a viewport that did not change still fails.
 */
async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (error) {
    if (!String(error).includes('emulation.setScreenOrientationOverride')) throw error;
  }
  await until(
    page,
    `the viewport is ${size.width} px wide`,
    (width: number) => window.innerWidth === width,
    size.width,
  );
}

const shown = (selector: string) =>
  `(() => { const e = document.querySelector(${JSON.stringify(selector)}); return !!e && e.checkVisibility({ visibilityProperty: true }); })()`;
/** Whether the element (the index-th match) is shown. */
function shownAt(selector: string, index: number): boolean {
  const element = document.querySelectorAll(selector)[index] as HTMLElement | undefined;
  return !!element && element.checkVisibility({ visibilityProperty: true });
}
const hidden = (selector: string) => `!${shown(selector)}`;
const menuOpen = `!!document.querySelector('.navbar-sidebar:popover-open')`;
const menuLink = (to: string) => `.navbar-sidebar a.menu__link[href="${to}/"]`;

/**
 * Where the element is on screen, once shown, after scrolling it into view.
 * Puppeteer's own click and hover wait in the page for an animation frame,
 * which a page without scripts never runs in Firefox; a mouse event at the
 * element's centre is what a visitor's pointer sends.
 */
async function centreOf(page: Page, selector: string, index = 0) {
  await until(page, `${selector} is shown`, shownAt, selector, index);
  // The phone menu slides in: read the box once it has stopped moving.
  let last = '';
  for (let reads = 0; reads < 100; reads += 1) {
    const box = await page.evaluate(
      (css: string, at: number) => {
        const found = document.querySelectorAll(css)[at]!;
        found.scrollIntoView({ block: 'center' });
        const { x, y, width, height } = found.getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2 };
      },
      selector,
      index,
    );
    if (JSON.stringify(box) === last) return box;
    last = JSON.stringify(box);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${selector} never stopped moving`);
}

async function click(page: Page, selector: string, index = 0) {
  const { x, y } = await centreOf(page, selector, index);
  await page.mouse.click(x, y);
}

async function hover(page: Page, target: string) {
  const { x, y } = await centreOf(page, target);
  await page.mouse.move(x, y);
}

async function phoneMenu(page: Page, origin: string, route: string) {
  await setViewport(page, { width: 375, height: 740 });
  await page.goto(`${origin}${route}`);
  await until(page, 'the menu starts closed', `!${menuOpen}`);
  await click(page, '.navbar__toggle');
  await until(page, 'the menu button opens the menu', `${menuOpen} && ${shown(menuLink(pageLinks.about.to))}`);
  await click(page, '.navbar-sidebar__close');
  await until(page, 'the close button closes it', `!${menuOpen}`);
  await click(page, '.navbar__toggle');
  await page.keyboard.press('Escape');
  await until(page, 'Escape closes it', `!${menuOpen}`);
  await click(page, '.navbar__toggle');
  const target = route === `${routes.contact}/` ? pageLinks.about : pageLinks.contact;
  await click(page, menuLink(target.to));
  await until(page, `its ${target.label} link leads on`, `location.pathname === ${JSON.stringify(`${target.to}/`)}`);
}

async function policiesDropdown(page: Page, origin: string, route: string) {
  await setViewport(page, { width: 1280, height: 800 });
  await page.goto(`${origin}${route}`);
  const firstLink = `.navbar__item.dropdown a[href="${policies.items[0]!.to}/"]`;
  await until(page, 'the list starts hidden', hidden(firstLink));
  await hover(page, '.navbar__item.dropdown summary');
  await until(page, 'hover shows the list', shown(firstLink));
  await page.mouse.move(640, 700);
  await until(page, 'moving away hides it', hidden(firstLink));
  await click(page, '.navbar__item.dropdown summary');
  await page.mouse.move(640, 700);
  await until(
    page,
    'a click opens it',
    `!!document.querySelector('.navbar__item.dropdown details[open]') && ${shown(firstLink)}`,
  );
  await click(page, '.navbar__item.dropdown summary');
  await page.mouse.move(640, 700);
  await until(page, 'a second click closes it', hidden(firstLink));
}

/**
 * Whether this Firefox has `::details-content` (Firefox 143 and later). Without
 * it, two things the HTML does alone fall back, as the site intends: a link to
 * a question shows the question with its answer closed when scripts are off,
 * and the footer's lists stay disclosures on a wide screen. Debian 12's
 * Firefox ESR is 140, so the checks below expect the fallback there.
 */
const hasDetailsContent = (page: Page) => page.evaluate(() => CSS.supports('selector(::details-content)'));

async function faqPanels(page: Page, origin: string, javaScript: boolean) {
  await page.goto(`${origin}${faqPage}`);
  const panels = 'main details:has(> summary h2)';
  const summaries = `${panels} > summary`;
  const answers = `${panels} > summary + *`;
  const count = await page.evaluate((css: string) => document.querySelectorAll(css).length, panels);
  if (count === 0) throw new Error(`${faqPage} has no question panels`);
  const answerShown = (index: number, want: boolean) =>
    until(
      page,
      `answer ${index + 1} is ${want ? 'shown' : 'hidden'}`,
      (css: string, at: number, shownWanted: boolean) => {
        const answer = document.querySelectorAll(css)[at] as HTMLElement;
        return answer.checkVisibility({ visibilityProperty: true }) === shownWanted;
      },
      answers,
      index,
      want,
    );
  for (let index = 0; index < count; index += 1) {
    await answerShown(index, false);
    await click(page, summaries, index);
    await answerShown(index, true);
    await click(page, summaries, index);
    await answerShown(index, false);
  }
  const id = await page.evaluate(
    (css: string) => [...document.querySelectorAll(css)].at(-1)!.id,
    `${panels} summary h2`,
  );
  await page.goto('about:blank');
  await page.goto(`${origin}${faqPage}#${id}`);
  if (javaScript || (await hasDetailsContent(page))) {
    await until(
      page,
      'a link to the last question shows its answer',
      shown(`details:has(h2[id="${id}"]) > summary + *`),
    );
  } else {
    await until(page, 'a link to the last question shows the question (no ::details-content)', shown(`h2[id="${id}"]`));
  }
}

/** A docs page's "On this page" list on a phone: a disclosure, so it opens and closes without a script. */
async function pageContents(page: Page, origin: string) {
  await setViewport(page, { width: 375, height: 740 });
  await page.goto(`${origin}${templates[1]}`);
  // The theme's class for the phone's contents list (ThemeClassNames.docs.docTocMobile), not a CSS module's name.
  const contents = 'main details.theme-doc-toc-mobile';
  const firstLink = `${contents} a`;
  await until(page, 'the contents list starts closed', hidden(firstLink));
  await click(page, `${contents} > summary`);
  await until(page, 'its summary opens it', shown(firstLink));
  await click(page, `${contents} > summary`);
  await until(page, 'a second press closes it', hidden(firstLink));
}

/** Nothing on show that only a script could work: buttons other than a popover's or a form's, links to nowhere. */
async function noDeadControls(page: Page, origin: string) {
  for (const route of [...templates, faqPage, '/']) {
    for (const width of [375, 1280]) {
      await setViewport(page, { width, height: 800 });
      await page.goto(`${origin}${route}`);
      const dead = await page.evaluate(findControlsThatNeedAScript, false);
      if (dead.length > 0) throw new Error(`${route} at ${width} px shows ${dead.join(', ')}`);
    }
  }
}

async function carouselDots(page: Page, origin: string) {
  await setViewport(page, { width: 1280, height: 800 });
  await page.goto(`${origin}/`);
  const dots = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('a[href^="#hero-slide-"]')].map((link) => link.getAttribute('href')!)),
  ]);
  if (dots.length < 2) throw new Error('the home page has fewer than two carousel dots');
  for (const dot of dots.slice(1)) {
    await click(page, `a[href="${dot}"]`);
    await until(page, `the dot for ${dot} shows its slide, and only it`, `${shown(dot)} && ${hidden(dots[0]!)}`);
  }
}

/** CSS turns the slides from the first paint, with no script: the second shows within a few seconds, alone. */
async function carouselTurns(page: Page, origin: string) {
  await setViewport(page, { width: 1280, height: 800 });
  await page.goto(`${origin}/`);
  await until(page, 'the first slide shows', shown('#hero-slide-1'));
  await until(page, 'the second slide shows in its place', `${shown('#hero-slide-2')} && ${hidden('#hero-slide-1')}`);
}

async function searchControl(page: Page, origin: string) {
  await setViewport(page, { width: 1280, height: 800 });
  await page.goto(`${origin}${routes.about}/`);
  await click(page, `.navbar a[href="${routes.search}/"]`);
  await until(page, 'Search leads to the search page', `location.pathname === ${JSON.stringify(`${routes.search}/`)}`);
}

async function contactDetails(page: Page, origin: string) {
  await page.goto(`${origin}${routes.contact}/`);
  await until(page, 'the form is hidden', hidden('main form'));
  await until(page, 'our email address is shown', shown(`main noscript a[href="mailto:${company.email}"]`));
}

/** The footer's link lists: a disclosure that opens on a phone, open without a press on a wide screen. */
async function footerLinks(page: Page, origin: string) {
  const policyLink = `footer details a[href="${policyRoute(legacyPolicySlugs[0]!)}/"]`;
  await setViewport(page, { width: 375, height: 740 });
  await page.goto(`${origin}${routes.about}/`);
  await until(page, 'a footer policy link is folded away on a phone', hidden(policyLink));
  await click(page, 'footer details summary', 1);
  await until(page, 'the Policies disclosure shows its links', shown(policyLink));
  await setViewport(page, { width: 1280, height: 800 });
  await page.goto(`${origin}${routes.about}/`);
  if (await hasDetailsContent(page)) {
    await until(page, 'the footer policy links show on a wide screen', shown(policyLink));
    await until(page, 'no disclosure control shows on a wide screen', hidden('footer details summary'));
  } else {
    await until(page, 'without ::details-content, the lists stay disclosures on a wide screen', hidden(policyLink));
    await click(page, 'footer details summary', 1);
    await until(page, 'the Policies disclosure shows its links on a wide screen', shown(policyLink));
  }
}

type Check = { name: string; run: (page: Page, origin: string) => Promise<void> };

const withoutJavaScript: Check[] = [
  ...templates.flatMap((route) => [
    { name: `phone menu (${route})`, run: (page: Page, origin: string) => phoneMenu(page, origin, route) },
    {
      name: `Policies dropdown (${route})`,
      run: (page: Page, origin: string) => policiesDropdown(page, origin, route),
    },
  ]),
  { name: `FAQ panels and a deep link (${faqPage})`, run: (page, origin) => faqPanels(page, origin, false) },
  { name: `contents list on a phone (${templates[1]})`, run: pageContents },
  { name: 'no control on show that needs a script (five templates, two widths)', run: noDeadControls },
  { name: 'carousel dots (/)', run: carouselDots },
  { name: 'carousel turns by CSS (/)', run: carouselTurns },
  { name: `Search control (${routes.about}/)`, run: searchControl },
  { name: `contact details (${routes.contact}/)`, run: contactDetails },
  { name: `footer link lists (${routes.about}/)`, run: footerLinks },
];

/** With scripts on but React's main bundle failing: the HTML still does the work. */
const withFailedBundle: Check[] = [
  {
    name: `phone menu, main bundle failing (${templates[1]})`,
    run: (page, origin) => phoneMenu(page, origin, templates[1]!),
  },
  { name: `FAQ panels, main bundle failing (${faqPage})`, run: (page, origin) => faqPanels(page, origin, true) },
  { name: `contents list on a phone, main bundle failing (${templates[1]})`, run: pageContents },
];

async function runChecks(browser: Browser, origin: string, checks: Check[], javaScript: boolean) {
  const failures: string[] = [];
  for (const check of checks) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    let failedLoads = 0;
    if (javaScript) {
      await page.setRequestInterception(true);
      page.on('request', (request) =>
        /\/main\.[\da-f]+\.js$/.test(request.url())
          ? void request.abort().then(() => (failedLoads += 1))
          : void request.continue(),
      );
      page.on('pageerror', (error) => errors.push(String(error)));
    }
    try {
      await check.run(page, origin);
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
      if (javaScript && failedLoads === 0) throw new Error('the main bundle was never requested, so nothing failed');
      console.log(`  ✓ ${check.name}`);
    } catch (error) {
      failures.push(`${check.name}: ${(error as Error).message}`);
      console.log(`  ✕ ${check.name}: ${(error as Error).message}`);
    } finally {
      await context.close();
    }
  }
  return failures;
}

/**
 * Firefox 153 ESR does not know BiDi's emulation.setScriptingEnabled, so the
 * page's scripts are switched off for the whole browser by its preference;
 * the checks' own evaluations still run.
 */
const launch = (javaScript: boolean) =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    protocolTimeout: 15_000,
    extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
  });

async function main() {
  if (!firefox) {
    throw new Error(
      'No Firefox found (FIREFOX_PATH, /usr/bin/firefox-esr, /usr/bin/firefox): apt-get install -y firefox-esr.',
    );
  }
  const started = Date.now();
  const server = await serveBuild(4186, 'build');
  const failures: string[] = [];
  try {
    for (const [label, javaScript, checks] of [
      ['JavaScript off', false, withoutJavaScript],
      ['main bundle failing', true, withFailedBundle],
    ] as const) {
      console.log(`Firefox, ${label}:`);
      const browser = await launch(javaScript);
      try {
        failures.push(...(await runChecks(browser, server.url, checks, javaScript)));
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.stop();
  }
  console.log(
    `Firefox checks: ${failures.length === 0 ? 'all passed' : `${failures.length} failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
