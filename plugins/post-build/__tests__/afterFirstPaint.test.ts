/**
 * @jest-environment jsdom
 */
import { loadAfterFirstPaint } from '../afterFirstPaint';

// As the HTML minifier and the critical-CSS step leave Docusaurus's page: critical CSS inlined, the whole
// stylesheet named for browsers without scripts, entry scripts deferred in the head.
const built =
  '<!doctype html><html><head><style>h1{color:red}</style>' +
  '<noscript><link rel="stylesheet" href="/assets/css/styles.3.css"></noscript>' +
  '<script src=/assets/js/runtime~main.1.js defer></script>' +
  '<script src=/assets/js/main.2.js defer></script></head><body><main><h1>Title</h1></main></body></html>';

const loaderOf = (html: string) => /<script>(\(function\(\)[\s\S]+?)<\/script><\/body>/.exec(html)![1]!;
/** A Paint Timing report holding entries of these names. */
const report = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const addedStylesheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

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
    Object.assign(window, { PerformanceObserver: FakeObserver });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it('leaves nothing for the browser to fetch before the first paint but one loader before </body>', () => {
    const html = loadAfterFirstPaint(built);
    expect(html).not.toMatch(/<script src=/);
    // Not preloaded either: a download finished before the largest paint is counted in it.
    expect(html).not.toMatch(/rel="?preload/);
    // Browsers without scripts still get the whole stylesheet.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/css/styles.3.css"></noscript>');
    expect(html).toMatch(/<h1>Title<\/h1><\/main><script>\(function\(\)/);
  });

  it('adds the stylesheet, then the scripts, runtime first, only once the first contentful paint is reported', () => {
    new Function(loaderOf(loadAfterFirstPaint(built)))();
    jest.advanceTimersByTime(100);
    expect(addedScripts()).toEqual([]);
    expect(addedStylesheets()).toEqual([]);
    // A paint with no content yet (the background) is not enough.
    paintCallbacks[0]!(report('first-paint'), { disconnect: () => undefined });
    expect(addedScripts()).toEqual([]);
    // In the same task as the report: no timer, so a paused clock cannot hold the page back.
    paintCallbacks[0]!(report('first-contentful-paint'), { disconnect: () => undefined });
    expect(addedStylesheets()).toEqual(['/assets/css/styles.3.css']);
    expect(addedScripts()).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    // The 3 s fallback does not add them twice.
    jest.advanceTimersByTime(3000);
    expect(addedScripts()).toHaveLength(2);
  });

  it("adds the page's route chunks before the entry scripts, so main.js finds them loaded", () => {
    new Function(loaderOf(loadAfterFirstPaint(built, ['/assets/js/page.4.js', '/assets/js/layout.5.js'])))();
    paintCallbacks[0]!(report('first-contentful-paint'), { disconnect: () => undefined });
    expect(addedScripts()).toEqual([
      '/assets/js/page.4.js',
      '/assets/js/layout.5.js',
      '/assets/js/runtime~main.1.js',
      '/assets/js/main.2.js',
    ]);
  });

  it('starts at once in a background tab, and after 3 s if no paint is ever reported', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    new Function(loaderOf(loadAfterFirstPaint(built)))();
    expect(addedScripts()).toHaveLength(2);

    document.head.innerHTML = '';
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    new Function(loaderOf(loadAfterFirstPaint(built)))();
    jest.advanceTimersByTime(2999);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedScripts()).toHaveLength(2);
  });

  it('holds back no tap: a click before the scripts arrive reaches the page at once', () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    let taps = 0;
    button.addEventListener('click', () => (taps += 1));
    new Function(loaderOf(loadAfterFirstPaint(built)))();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    expect(taps).toBe(1);
  });

  it('leaves a page without entry scripts or stylesheet (a redirect page) as it is', () => {
    const redirect = '<!DOCTYPE html><html><head><script>location.replace("/x/")</script></head><body></body></html>';
    expect(loadAfterFirstPaint(redirect, ['/assets/js/page.4.js'])).toBe(redirect);
  });
});
