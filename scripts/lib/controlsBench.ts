// Time to working controls on a slow phone: from navigation until a tap, repeated from 1 s, has opened the phone
// menu, the Policies dropdown or a FAQ panel (4x CPU, 1.6 Mbit/s, 150 ms). A bench figure, never asserted in tests.
import type { Browser, Page } from '@playwright/test';

export const controlsRoutes = ['/', '/faq/carbonreduction/', '/policies/privacypolicy/', '/contactus/'];

type Control = {
  name: string;
  width: number;
  /** Whether the route has this control at all. */
  on: (route: string) => boolean;
  /** What a visitor taps (the theme's control before issue 39, or ours). */
  target: string;
  /** Open by the tap: the state, never mere visibility (hover shows the dropdown too). */
  open: string;
};

export const benchControls: Control[] = [
  {
    name: 'phone menu',
    width: 375,
    on: () => true,
    target: '.navbar__toggle',
    open: '.navbar-sidebar:popover-open, .navbar-sidebar--show',
  },
  {
    name: 'Policies dropdown',
    width: 1280,
    on: () => true,
    target: '.navbar__item.dropdown summary, .navbar__item.dropdown > .navbar__link',
    open: '.navbar__item.dropdown details[open], .navbar__item.dropdown.dropdown--show',
  },
  {
    name: 'FAQ panel',
    width: 375,
    on: (route) => route.startsWith('/faq/'),
    target: 'main details > summary',
    open: 'main details[open]',
  },
];

export type ControlTime = { route: string; control: string; ms: number | null };

/** The centre of the first element matching `selector`, once it is laid out. */
function centreOf(page: Page, selector: string) {
  return page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  }, selector);
}

/**
 * Records, in the page and by its clock, the moment the control opens (a popover's `beforetoggle`, or a class or
 * `open` change). A string, not a function: tsx's transpiler adds helpers the page does not have.
 */
const recordOpening = (open: string) => `(() => {
  let openedAt = null;
  const report = (at) => {
    if (openedAt !== null) return;
    openedAt = at;
    window.controlOpened(at);
  };
  document.addEventListener('beforetoggle', (event) => {
    if (event.newState === 'open' && event.target.matches(${JSON.stringify(open.replace(/:popover-open/g, ''))})) report(performance.now());
  }, true);
  new MutationObserver(() => {
    if (document.querySelector(${JSON.stringify(open)})) report(performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'open'] });
})()`;

/** Throttles a page to the slow phone of issue 39. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Milliseconds from navigation to the tap that opened the control, or null after 15 s. The taps are real input
 * events at the control's place, queued while the page is busy exactly as a visitor's would be.
 */
async function timeToOpen(browser: Browser, url: string, control: Control): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: control.width, height: 740 } });
  try {
    const measure = await context.newPage();
    await measure.goto(url);
    const point = await centreOf(measure, control.target);
    await measure.close();
    if (!point) throw new Error(`[bench] ${url}: no ${control.name} (${control.target})`);
    const page = await context.newPage();
    let opened: number | null = null;
    await page.exposeFunction('controlOpened', (at: number) => {
      opened = at;
    });
    await page.addInitScript(recordOpening(control.open));
    await throttle(page);
    // The navigation starts now, by the clock the page's timeOrigin uses.
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    // A visitor taps from 1 s after navigation, and again 250 ms after each tap
    // the page has taken (a tap sent while it is busy waits in its queue).
    let next = 1000;
    for (let taps = 0; taps < 60 && opened === null; taps += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + next - Date.now())));
      if (opened !== null) break;
      await page.mouse.click(point.x, point.y);
      next = Date.now() - started + 250;
    }
    return opened;
  } finally {
    await context.close();
  }
}

/** The median of three loads: one slow load is common on a throttled profile. */
async function medianTimeToOpen(browser: Browser, url: string, control: Control): Promise<number | null> {
  const times: (number | null)[] = [];
  for (let run = 0; run < 3; run += 1) times.push(await timeToOpen(browser, url, control));
  const sorted = times.map((time) => time ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  return Number.isFinite(sorted[1]) ? sorted[1]! : null;
}

/** Every control on every route of `controlsRoutes`, served from `origin`: the median of three loads each. */
export async function timeToWorkingControls(browser: Browser, origin: string): Promise<ControlTime[]> {
  const results: ControlTime[] = [];
  for (const route of controlsRoutes)
    for (const control of benchControls.filter((candidate) => candidate.on(route)))
      results.push({ route, control: control.name, ms: await medianTimeToOpen(browser, `${origin}${route}`, control) });
  return results;
}
