/**
 * @jest-environment jsdom
 */
import { firstPaintAssetsId, firstPaintList, firstPaintLoader, withRouteChunks } from '../loader';
import { ssrTemplate } from '../template';

const assets = {
  stylesheets: ['/assets/css/styles.3.css'],
  scripts: ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'],
};
// A page as the HTML minifier leaves what our ssrTemplate wrote: critical CSS inlined, the whole stylesheet
// named for browsers without scripts, the first-paint list (quotes dropped) and its loader before </body>.
const built =
  '<!doctype html><html><head><style>h1{color:red}</style>' +
  '<noscript><link rel="stylesheet" href="/assets/css/styles.3.css"></noscript></head>' +
  `<body><div id=__docusaurus><main><h1>Title</h1></main></div><script type=application/json id=${firstPaintAssetsId}>` +
  `${firstPaintList(assets)}</script><script>${firstPaintLoader}</script></body></html>`;

/** Runs the loader of a page, with the page's first-paint list in the document. */
function runLoader(html = built) {
  const list = new RegExp(`<script type=("?)application/json\\1 id="?${firstPaintAssetsId}"?>([^<]*)</script>`).exec(
    html,
  )!;
  document.body.innerHTML = `<script type="application/json" id="${firstPaintAssetsId}">${list[2]}</script>`;
  new Function(firstPaintLoader)();
}
/** A Paint Timing report holding entries of these names. */
const report = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const addedStylesheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

/** The browser's MessageChannel, each message delivered when the test says: a task of its own. */
let pendingMessages: (() => void)[] = [];
class FakeMessageChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => pendingMessages.push(() => this.port1.onmessage?.()) };
}
/** Delivers the messages posted so far, one task each, and those they post, until none is left. */
function runMessageTasks(): number {
  let tasks = 0;
  while (pendingMessages.length > 0) {
    pendingMessages.shift()!();
    tasks += 1;
  }
  return tasks;
}

describe('the stylesheet and scripts load after the first paint', () => {
  let paintCallbacks: ((list: unknown, observer: { disconnect: () => void }) => void)[];
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    paintCallbacks = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private callback: (list: unknown, observer: { disconnect: () => void }) => void) {}
      observe() {
        paintCallbacks.push(this.callback);
      }
    }
    pendingMessages = [];
    Object.assign(window, { PerformanceObserver: FakeObserver, MessageChannel: FakeMessageChannel });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'MessageChannel');
  });

  it('is written by a template that leaves nothing for the browser to fetch before the first paint', () => {
    // Docusaurus's own template writes each entry script as <script defer>; ours hands them to the loader.
    expect(ssrTemplate).not.toMatch(/<script[^>]*\bsrc=/);
    expect(ssrTemplate).not.toMatch(/rel="?preload/);
    expect(ssrTemplate).toContain(`<script>${firstPaintLoader}</script>`);
    expect(ssrTemplate).toMatch(/\[\.\.\.it\.stylesheets, \.\.\.it\.scripts\]\.map/);
    expect(ssrTemplate).toMatch(/<div id="__docusaurus"><%~ it\.appHtml %><\/div>/);
  });

  it('adds the stylesheet, then the scripts, runtime first, only once the first contentful paint is reported', () => {
    runLoader();
    jest.advanceTimersByTime(100);
    expect(addedScripts()).toEqual([]);
    expect(addedStylesheets()).toEqual([]);
    // A paint with no content yet (the background) is not enough.
    paintCallbacks[0]!(report('first-paint'), { disconnect: () => undefined });
    expect(addedScripts()).toEqual([]);
    // Started in the same task as the report, and passed on by messages: no timer, so a paused clock cannot hold
    // the page back. One element a task, the stylesheet first, so no task starts a dozen requests.
    paintCallbacks[0]!(report('first-contentful-paint'), { disconnect: () => undefined });
    expect(addedStylesheets()).toEqual(['/assets/css/styles.3.css']);
    expect(addedScripts()).toEqual([]);
    expect(runMessageTasks()).toBe(assets.scripts.length);
    expect(addedScripts()).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    // The 3 s fallback does not add them twice.
    jest.advanceTimersByTime(3000);
    expect(runMessageTasks()).toBe(0);
    expect(addedScripts()).toHaveLength(2);
  });

  it('adds one element a task by timers in a browser without MessageChannel', () => {
    Reflect.deleteProperty(window, 'MessageChannel');
    runLoader();
    paintCallbacks[0]!(report('first-contentful-paint'), { disconnect: () => undefined });
    expect(addedStylesheets()).toHaveLength(1);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(addedScripts()).toEqual(['/assets/js/runtime~main.1.js']);
    jest.advanceTimersToNextTimer();
    expect(addedScripts()).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
  });

  it("adds the page's route chunks before the entry scripts, so main.js finds them loaded", () => {
    runLoader(withRouteChunks(built, ['/assets/js/page.4.js', '/assets/js/layout.5.js'], 'faq/index.html'));
    paintCallbacks[0]!(report('first-contentful-paint'), { disconnect: () => undefined });
    runMessageTasks();
    expect(addedScripts()).toEqual([
      '/assets/js/page.4.js',
      '/assets/js/layout.5.js',
      '/assets/js/runtime~main.1.js',
      '/assets/js/main.2.js',
    ]);
  });

  it('starts at once in a background tab, and after 3 s if no paint is ever reported', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runLoader();
    runMessageTasks();
    expect(addedScripts()).toHaveLength(2);

    document.head.innerHTML = '';
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    runLoader();
    jest.advanceTimersByTime(2999);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    runMessageTasks();
    expect(addedScripts()).toHaveLength(2);
  });

  it('holds back no tap: a click before the scripts arrive reaches the page at once', () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    let taps = 0;
    button.addEventListener('click', () => (taps += 1));
    runLoader();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    expect(taps).toBe(1);
  });

  it('leaves a page without React (a redirect page) as it is', () => {
    const redirect = '<!DOCTYPE html><html><head><script>location.replace("/x/")</script></head><body></body></html>';
    expect(withRouteChunks(redirect, ['/assets/js/page.4.js'], 'old/index.html')).toBe(redirect);
  });

  it('fails the build, naming the page, when a React page has no first-paint list', () => {
    const withoutList = built.replace(/<script type=application\/json[^]*?<\/script>/, '');
    expect(() => withRouteChunks(withoutList, [], 'faq/index.html')).toThrow(/faq\/index\.html: a React page without/);
    const wrongShape = built.replace(firstPaintList(assets), '{"scripts":["/assets/js/main.2.js"]}');
    expect(() => withRouteChunks(wrongShape, [], 'faq/index.html')).toThrow(/faq\/index\.html: the first-paint list/);
    const noScripts = built.replace(firstPaintList(assets), '["/assets/css/styles.3.css"]');
    expect(() => withRouteChunks(noScripts, [], 'faq/index.html')).toThrow(/faq\/index\.html: the first-paint list/);
  });
});
