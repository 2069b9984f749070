/**
 * @jest-environment jsdom
 */
import { startScriptsAfterFirstPaint } from '../scriptsAfterPaint';

// As the HTML minifier leaves Docusaurus's page: entry scripts deferred in the head.
const built =
  '<!doctype html><html><head><script src=/assets/js/runtime~main.1.js defer></script>' +
  '<script src=/assets/js/main.2.js defer></script></head><body><main><h1>Title</h1></main></body></html>';

const loaderOf = (html: string) => /<script>(\(function\(\)[\s\S]+?)<\/script><\/body>/.exec(html)![1]!;
/** A Paint Timing report holding entries of these names. */
const report = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('scripts start after the first paint', () => {
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

  it('keeps the entry scripts out of the parser: preloaded, in order, then one loader before </body>', () => {
    const html = startScriptsAfterFirstPaint(built);
    expect(html).not.toMatch(/<script src=[^>]*defer/);
    expect(
      [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]),
    ).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect(html).toMatch(/<h1>Title<\/h1><\/main><script>\(function\(\)/);
  });

  it('adds the scripts, runtime first, only once the first contentful paint is reported', () => {
    new Function(loaderOf(startScriptsAfterFirstPaint(built)))();
    jest.advanceTimersByTime(100);
    expect(addedScripts()).toEqual([]);
    // A paint with no content yet (the background) is not enough.
    paintCallbacks[0]!(report('first-paint'), { disconnect: () => undefined });
    expect(addedScripts()).toEqual([]);
    // In the same task as the report: no timer, so a paused clock cannot hold the page back.
    paintCallbacks[0]!(report('first-contentful-paint'), { disconnect: () => undefined });
    expect(addedScripts()).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    // The 3 s fallback does not add them twice.
    jest.advanceTimersByTime(3000);
    expect(addedScripts()).toHaveLength(2);
  });

  it('starts at once in a background tab, and after 3 s if no paint is ever reported', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    new Function(loaderOf(startScriptsAfterFirstPaint(built)))();
    expect(addedScripts()).toHaveLength(2);

    document.head.innerHTML = '';
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    new Function(loaderOf(startScriptsAfterFirstPaint(built)))();
    jest.advanceTimersByTime(2999);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedScripts()).toHaveLength(2);
  });

  it('leaves a page without entry scripts (a redirect page) as it is', () => {
    const redirect = '<!DOCTYPE html><html><head><script>location.replace("/x/")</script></head><body></body></html>';
    expect(startScriptsAfterFirstPaint(redirect)).toBe(redirect);
  });
});
