import type { Page } from '@playwright/test';
import { buttonClass } from '../../src/utils/buttons';

/**
 * The rules every page keeps, each a function that reads the page as it is
 * and returns what breaks the rule, one line a problem (an empty list when it
 * holds). tests/e2e/every-page.spec.ts runs them all in one visit per page
 * and viewport; a rule's own spec plants a fault to show that it can fail.
 */

/** Headings in <main> set larger than its h1: one heading scale on every page, the h1 at its top. */
export function largerHeadingsThanH1(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const h1 = document.querySelector('main h1')!;
    return [...document.querySelectorAll('main :is(h2, h3, h4, h5, h6)')]
      .filter((heading) => size(heading) > size(h1))
      .map((heading) => `${heading.tagName} ${size(heading)}px > h1 ${size(h1)}px: ${heading.textContent}`);
  });
}

/**
 * Containers in <main> whose text does not start at the h1's left edge: one
 * left edge for the title band and the body on every page. (A container
 * narrowed for a measure is centred, which moves its text off the edge.)
 */
export function containersOffTheTitleEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const titleEdge = document.querySelector('main h1')!.getBoundingClientRect().left;
    return [...document.querySelectorAll<HTMLElement>('main .container')]
      .filter((container) => container.getBoundingClientRect().width > 0)
      .map((container) => ({
        container,
        edge: container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft),
      }))
      .filter(({ edge }) => Math.abs(edge - titleEdge) > 1)
      .map(({ container, edge }) => `${container.className} starts at ${edge}px, the h1 at ${titleEdge}px`);
  });
}

/**
 * Every visible CSS grid on the page whose rows differ by more than one item,
 * or whose short row is not centred. Items are grouped into rows by where
 * they sit, so the rule holds however a grid lays out its columns; stacked
 * items (a carousel's slides share one cell) count once. The centring rule
 * holds for card grids (`data-fit-*`, FitGrid and Markdown card lists); any
 * other grid, such as a form's fields, may leave its short row at the start.
 */
export function unevenRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` +
      ` "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.querySelectorAll('body *')].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.display !== 'grid' || element.getClientRects().length === 0) return [];
      const items = [...element.children].filter((child) => {
        const childStyle = getComputedStyle(child);
        return (
          child.getClientRects().length > 0 && childStyle.position !== 'absolute' && childStyle.position !== 'fixed'
        );
      }) as HTMLElement[];
      const rows = new Map<number, { left: number; right: number; cells: Set<number> }>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const row = rows.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity, cells: new Set<number>() };
        row.left = Math.min(row.left, box.left);
        row.right = Math.max(row.right, box.right);
        row.cells.add(Math.round(box.left));
        rows.set(Math.round(box.top), row);
      }
      const lengths = [...rows.values()].map((row) => row.cells.size);
      if (lengths.length < 2) return [];
      const problems: string[] = [];
      if (Math.max(...lengths) - Math.min(...lengths) > 1) {
        problems.push(`${describe(element)}: rows of ${lengths.join(' + ')} items`);
      }
      if ([...element.attributes].some((attribute) => attribute.name.startsWith('data-fit-'))) {
        const box = element.getBoundingClientRect();
        const inner = {
          left: box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
          right: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
        };
        for (const row of rows.values()) {
          if (Math.abs(row.left - inner.left - (inner.right - row.right)) > 1.5) {
            problems.push(`${describe(element)}: a row of ${row.cells.size} is not centred`);
          }
        }
      }
      return problems;
    });
  });
}

/**
 * Every visible card grid (a list shown as a grid: FitGrid and Markdown card
 * lists) whose cards in one row do not start at the same height: cards side
 * by side line up at the top (a stray margin on all but the first card set
 * them apart by a few pixels). A grid inside a card, such as an icon beside
 * its text, may align its parts as it likes.
 */
export function rowsOutOfLine(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('ul, ol')].flatMap((element) => {
      if (getComputedStyle(element).display !== 'grid' || element.getClientRects().length === 0) return [];
      const boxes = [...element.children]
        .filter(
          (child) =>
            child.getClientRects().length > 0 && !['absolute', 'fixed'].includes(getComputedStyle(child).position),
        )
        .map((child) => child.getBoundingClientRect());
      // Two items overlap in height only when they share a row.
      const offRow = boxes.some((box, index) =>
        boxes
          .slice(index + 1)
          .some((other) => other.top < box.bottom && box.top < other.bottom && Math.abs(other.top - box.top) > 0.5),
      );
      return offRow ? [`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`] : [];
    }),
  );
}

/**
 * One card and two button styles, used the same way on every page. Every
 * card (a `data-card` box, or an item of a card grid that draws its own box,
 * as the Markdown lists of service pages do) has the radius, border and
 * background of the first card on the page, and the padding too unless it
 * is flush for a picture. Two button styles: each element styled as
 * a button carries exactly the classes of the primary or the secondary, is
 * the size of a plain `.button` (no page makes one bigger or smaller), is
 * never underlined, uses the site's font, and every button of one role on
 * one band of colour looks the same (the tender pack as the contact button).
 */
const buttonStyles = Object.values(buttonClass).map((classes) => classes.split(' ').sort().join(' '));

export async function cardAndButtonProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const cards = await page.evaluate(() =>
    [...document.querySelectorAll('[data-card], [data-fit-lg] > li')]
      .filter((element) => {
        if (element.hasAttribute('data-card')) return true;
        // A grid item that is a card by its own box, not by a card inside it.
        return !element.querySelector('[data-card]') && getComputedStyle(element).borderTopStyle !== 'none';
      })
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          text: element.textContent!.trim().slice(0, 40),
          box: [
            style.borderTopLeftRadius,
            style.borderTopWidth,
            style.borderTopStyle,
            style.borderTopColor,
            style.backgroundColor,
          ].join(' '),
          padding:
            element.getAttribute('data-card') === 'flush' ? undefined : `${style.paddingTop} ${style.paddingLeft}`,
        };
      }),
  );
  const padded = cards.find((card) => card.padding !== undefined);
  for (const card of cards) {
    if (card.box !== cards[0]!.box) problems.push(`"${card.text}" is drawn unlike "${cards[0]!.text}"`);
    if (card.padding !== undefined && card.padding !== padded!.padding)
      problems.push(`"${card.text}" is padded unlike "${padded!.text}"`);
  }
  const { buttons, probe, bodyFont } = await page.evaluate(() => {
    const size = (element: Element) => {
      const style = getComputedStyle(element);
      // Height and shape; the padding at the sides may shrink to fit two buttons on a phone's row.
      return [style.fontSize, style.fontWeight, style.lineHeight, style.paddingTop, style.borderTopLeftRadius].join(
        ' ',
      );
    };
    /** The colour behind an element: the first ancestor that paints one. */
    const band = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return style.backgroundImage;
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return style.backgroundColor;
      }
      return 'page';
    };
    const plain = document.createElement('a');
    plain.className = 'button button--primary';
    plain.textContent = 'probe';
    document.body.append(plain);
    const probeSize = size(plain);
    plain.remove();
    return {
      probe: probeSize,
      bodyFont: getComputedStyle(document.body).fontFamily,
      buttons: [...document.querySelectorAll('.button')]
        .filter((element) => element.checkVisibility())
        .map((element) => {
          const style = getComputedStyle(element);
          return {
            text: element.textContent?.trim(),
            classes: [...element.classList].filter((name) => name === 'button' || name.startsWith('button--')),
            underline: style.textDecorationLine,
            font: style.fontFamily,
            size: size(element),
            band: band(element),
            colours: [style.backgroundColor, style.color, style.borderTopColor].join(' '),
          };
        }),
    };
  });
  const lookByRoleAndBand = new Map<string, { text?: string; colours: string }>();
  for (const button of buttons) {
    const role = button.classes.sort().join(' ');
    if (!buttonStyles.includes(role)) problems.push(`"${button.text}" has classes ${button.classes.join(' ')}`);
    if (button.underline !== 'none') problems.push(`"${button.text}" is underlined`);
    if (button.font !== bodyFont) problems.push(`"${button.text}" uses another font`);
    if (button.size !== probe) problems.push(`"${button.text}" is another size`);
    const key = `${role} on ${button.band}`;
    const first = lookByRoleAndBand.get(key) ?? lookByRoleAndBand.set(key, button).get(key)!;
    if (button.colours !== first.colours) problems.push(`"${button.text}" looks unlike "${first.text}" (${key})`);
  }
  return problems;
}

/**
 * Dark mode is one navy family: no surface on any page (page, bands, cards,
 * tables, dropdowns, panels) falls back to one of Infima's neutral greys.
 * A background counts as grey when its red, green and blue differ by a few
 * units at most and it is neither near black nor near white.
 */
const isGrey = ([red, green, blue]: number[]) => {
  const high = Math.max(red!, green!, blue!);
  return high - Math.min(red!, green!, blue!) <= 6 && high > 16 && high < 240;
};

/** Visible surfaces of the page in its current colour mode that are one of Infima's greys. */
export async function greySurfaces(page: Page): Promise<string[]> {
  const surfaces = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('body *')].flatMap((element) => {
      const colour =
        getComputedStyle(element)
          .backgroundColor.match(/[\d.]+/g)
          ?.map(Number) ?? [];
      const [red = 0, green = 0, blue = 0, alpha = 1] = colour;
      const box = element.getBoundingClientRect();
      // Only what a visitor can see: not hidden, not parked off the page (the form's honeypot).
      if (alpha < 0.9 || box.width < 2 || box.height < 2 || box.right < 0 || box.bottom < -window.scrollY) return [];
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
      return [{ name, rgb: [red, green, blue] }];
    }),
  );
  if (surfaces.length === 0) return ['no visible surface was found'];
  return surfaces.filter((surface) => isGrey(surface.rgb)).map(({ name, rgb }) => `${name} rgb(${rgb.join(', ')})`);
}

/** How far the page scrolls sideways at its current width (a phone must not). */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    return overflow > 0 ? [`the page is ${overflow}px wider than the ${window.innerWidth}px screen`] : [];
  });
}

/**
 * The header keeps to the content's edges: the logo starts where the page's
 * first container starts its text, and the last header control ends where
 * that text ends. Docs pages (policies, FAQs) are the exception by design:
 * their sidebar starts at the window's edge, and so does their header, with
 * Infima's small inset for the sidebar's menu.
 */
export async function headerOffContent(page: Page): Promise<string[]> {
  const edges = await page.evaluate(() => {
    const docs = document.documentElement.classList.contains('docs-wrapper');
    const content = document.querySelector(docs ? '.theme-doc-sidebar-menu' : '.main-wrapper .container')!;
    const box = content.getBoundingClientRect();
    const style = getComputedStyle(content);
    const inner = document.querySelector('.navbar__inner')!.getBoundingClientRect();
    return {
      header: [Math.round(inner.left), Math.round(inner.right)],
      content: [
        Math.round(box.left + parseFloat(style.paddingLeft)),
        Math.round(box.right - parseFloat(style.paddingRight)),
      ],
      docs,
    };
  });
  const [headerLeft, headerRight] = edges.header;
  const [contentLeft, contentRight] = edges.content;
  if (edges.docs) {
    return Math.abs(headerLeft! - contentLeft!) <= 8
      ? []
      : [`the header starts at ${headerLeft}px, the docs sidebar's menu at ${contentLeft}px`];
  }
  return headerLeft === contentLeft && headerRight === contentRight
    ? []
    : [`the header spans ${edges.header.join('–')}px, the content ${edges.content.join('–')}px`];
}

/**
 * A service page's sections take the page's width: the illustration sits
 * beside the opening text only, so no card grid below the title band is
 * narrower than the page's text column.
 */
export function narrowCardGrids(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const container = document.querySelector('main .container')!;
    const style = getComputedStyle(container);
    const width = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return [...document.querySelectorAll('main [data-fit-lg]')]
      .filter((grid) => grid.getClientRects().length > 0 && !grid.closest('header'))
      .filter((grid) => grid.getBoundingClientRect().width < width * 0.95)
      .map(
        (grid) =>
          `${(grid.textContent ?? '').trim().slice(0, 40)}: ${grid.getBoundingClientRect().width}px of ${width}px`,
      );
  });
}

/**
 * Controls on show that do nothing without a script: visible buttons other
 * than a popover's opener or closer and a form's submit button, and links
 * that lead nowhere. Without JavaScript there must be none; before React has
 * hydrated the page, none but those the theme shows disabled until then.
 * Run in the page (by Playwright here, by puppeteer in tests/firefox/run.ts), so
 * it names no inner function: a bundler's helpers would not exist there.
 */
export function findControlsThatNeedAScript(disabledAllowed: boolean): string[] {
  return [...document.querySelectorAll<HTMLElement>('button, [role="button"], a:not([href]), a[href="#"]')]
    .filter((control) => control.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .filter(
      (control) =>
        !(
          control instanceof HTMLButtonElement &&
          (control.hasAttribute('popovertarget') ||
            (control.type === 'submit' && !!control.form?.getAttribute('action')) ||
            (disabledAllowed && control.disabled))
        ),
    )
    .map(
      (control) =>
        `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}"`,
    );
}

export function controlsThatNeedAScript(page: Page, { disabledAllowed }: { disabledAllowed: boolean }) {
  return page.evaluate(findControlsThatNeedAScript, disabledAllowed);
}

/**
 * Bands of <main> at the page's width whose words and pictures reach less than two thirds across: a lone column with
 * its right third empty. Text is measured by its lines, not its boxes.
 */
export function loneColumns(page: Page): Promise<string[]> {
  return page.locator('main section > .container').evaluateAll((containers) =>
    containers
      .filter((container) => container.checkVisibility())
      .map((container) => {
        const box = container.getBoundingClientRect();
        const style = getComputedStyle(container);
        const left = box.left + parseFloat(style.paddingLeft);
        const width = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        let right = left;
        const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent!.trim() || !node.parentElement!.checkVisibility()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) right = Math.max(right, rect.right);
        }
        for (const element of container.querySelectorAll('img, svg, .button, [class*="card"]')) {
          if (element.checkVisibility()) right = Math.max(right, element.getBoundingClientRect().right);
        }
        const heading = container.querySelector('h2')?.textContent ?? container.textContent!.trim().slice(0, 40);
        return { heading, used: (right - left) / width };
      })
      .filter(({ used }) => used < 2 / 3)
      .map(({ heading, used }) => `"${heading}" uses ${Math.round(used * 100)} % of the width`),
  );
}

/** Every key the page's origin holds now, named with where it is held. */
export async function storedKeys(page: Page): Promise<string[]> {
  const inStorage = await page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((area) =>
      Object.keys(window[area]).map((key) => `${area}: ${key}`),
    ),
  );
  const cookies = (await page.context().cookies()).map((cookie) => `cookie: ${cookie.name}`);
  return [...inStorage, ...cookies];
}

/**
 * An init script that notes each date formatter built (`Intl.DateTimeFormat`, or a date's `toLocale…String`): the
 * first loads ICU's calendar and time-zone data, 27–36 ms here, inside hydration. src/utils/date.ts needs none.
 */
export function watchDateFormatters(): void {
  const asked: string[] = [];
  (window as unknown as { intlAsked: string[] }).intlAsked = asked;
  /** Notes who asked: the caller's line, or the name of what was asked for. */
  const record = (what: string) => asked.push(new Error().stack?.split('\n')[3]?.trim() ?? what);
  const DateTimeFormat = Intl.DateTimeFormat;
  Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    record('Intl.DateTimeFormat');
    return new DateTimeFormat(...args);
  } as unknown as typeof Intl.DateTimeFormat;
  for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
    const original = Date.prototype[method];
    Date.prototype[method] = function (this: Date, ...args: Parameters<Date[typeof method]>) {
      record(`Date.${method}`);
      return original.apply(this, args);
    };
  }
}

/** The date formatters built since the page loaded (watchDateFormatters), by who built them. */
export const dateFormattersAsked = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { intlAsked?: string[] }).intlAsked ?? ['the watch was not installed']);

/**
 * Names for assistive technology: every `<aside>` and `<nav>` landmark has one; a name taken from a heading is its
 * words, not its "Direct link to" anchor; a picture inside a named link or button is hidden, not read twice.
 */
export function unnamedThings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = (element: Element) => element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const landmarks = [...document.querySelectorAll('aside, nav')]
      .filter((landmark) => !named(landmark))
      .map((landmark) => `an unnamed landmark: ${describe(landmark)}`);
    const anchorNames = [...document.querySelectorAll('[aria-labelledby]')].flatMap((element) =>
      element
        .getAttribute('aria-labelledby')!
        .split(/\s+/)
        .filter((id) => document.getElementById(id)?.querySelector('.hash-link[aria-label]'))
        .map((id) => `${describe(element)} is named by #${id}, whose "Direct link to" anchor joins the name`),
    );
    const pictures = [...document.querySelectorAll(':is(a, button)[aria-label] svg')]
      .filter((svg) => !svg.closest('[aria-hidden="true"]'))
      .map((svg) => `a picture read inside the named ${describe(svg.closest('a, button')!)}`);
    return [...landmarks, ...anchorNames, ...pictures];
  });
}

/**
 * Headings off the one type scale (`--hl-step-*` in src/css/custom.css) at the page's width, and an h1 that is not
 * the page-title step: every page but home (whose h1 is the display step) sets its h1 the same.
 */
export function offTypeScale(page: Page, path: string): Promise<string[]> {
  return page.evaluate((home) => {
    // The scale's sizes at this width, as the stylesheet computes them.
    const probe = document.createElement('span');
    document.body.append(probe);
    const sizeOf = (step: string) => {
      probe.style.fontSize = `var(${step})`;
      return parseFloat(getComputedStyle(probe).fontSize);
    };
    const steps = ['--hl-step-1', '--hl-step-2', '--hl-step-3', '--hl-step-4', '--hl-step-display'].map(sizeOf);
    const title = sizeOf(home ? '--hl-step-display' : '--hl-step-4');
    probe.remove();
    const body = parseFloat(getComputedStyle(document.body).fontSize);
    const h1 = parseFloat(getComputedStyle(document.querySelector('main h1')!).fontSize);
    const headings = [...document.querySelectorAll('main :is(h1, h2, h3, h4)')].filter((h) => h.checkVisibility());
    return [
      ...(Math.abs(h1 - title) < 0.05 ? [] : [`the h1 is ${h1}px, not the title step's ${title}px`]),
      // A heading at body size or smaller is a label ("Certified and registered"), not a step.
      ...headings
        .map((h) => [h.textContent!.trim().slice(0, 40), parseFloat(getComputedStyle(h).fontSize)] as const)
        .filter(([, size]) => size > body && !steps.some((step) => Math.abs(step - size) < 0.05))
        .map(([text, size]) => `"${text}" ${size}px is off the scale`),
    ];
  }, path === '/');
}

/**
 * Filled primary buttons whose words or edge fail WCAG 2.2 contrast, or whose fill is not the site's one primary
 * for their background: `--ifm-color-primary` off a navy band, the mint accent on one (src/css/utilities.css).
 */
export function primaryButtonProblems(page: Page): Promise<string[]> {
  return page.locator('.button--primary:not(.button--outline)').evaluateAll(async (all) => {
    // A change of colour mode fades a button's fill: read it when the fade has ended.
    await Promise.all(all.flatMap((button) => button.getAnimations()).map((fade) => fade.finished.catch(() => null)));
    const rgb = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour)
        .map((v) => v / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    /** The colour behind an element: the nearest background that is mostly opaque, or a gradient's first colour. */
    const behind = (element: Element): string => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const gradient = /rgba?\([^)]+\)/.exec(style.backgroundImage);
        if (gradient) return gradient[0];
        // A faint wash (the carousel's panel) lets the band behind it show through.
        if ((rgb(style.backgroundColor)[3] ?? 1) >= 0.5) return style.backgroundColor;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    /** A custom property as a computed colour, read through a probe inside `parent`. */
    const colourOf = (property: string, parent: Element) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${property})`;
      parent.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const primary = colourOf('--ifm-color-primary', document.body);
    return all
      .filter((button) => button.checkVisibility())
      .flatMap((button) => {
        const style = getComputedStyle(button);
        const back = behind(button);
        const navy = button.closest('.on-navy');
        const fill = navy ? colourOf('--hl-on-navy-accent', navy) : primary;
        const where = `"${button.textContent!.trim()}" on ${back}`;
        const words = contrast(style.color, style.backgroundColor);
        const edge = contrast(style.backgroundColor, back);
        return [
          ...(style.backgroundColor === fill ? [] : [`${where}: filled ${style.backgroundColor}, not ${fill}`]),
          ...(words < 4.5 ? [`${where}: words ${words.toFixed(2)}:1`] : []),
          ...(edge < 3 ? [`${where}: edge ${edge.toFixed(2)}:1`] : []),
        ];
      });
  });
}

/**
 * The top-level navbar entries marked as the current section, as a visitor sees them: the bar's from 997 px, the
 * phone menu's own items (not the pages listed inside its groups) below.
 */
export function markedSections(page: Page, width: number): Promise<string[]> {
  return width > 996
    ? page
        .locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
        .evaluateAll((items) =>
          items
            .filter(
              (item) =>
                item.matches('.navbar__link--active') || item.querySelector('.navbar__link.navbar__link--active'),
            )
            .map((item) =>
              (item.matches('.navbar__link') ? item : item.querySelector('.navbar__link'))!.textContent!.trim(),
            ),
        )
    : page.locator('.navbar-sidebar__item > .menu__list > li').evaluateAll((items) =>
        items
          .map((item) => item.querySelector(':scope > .menu__link, :scope > details > summary'))
          .filter((link) => link?.matches('.menu__link--active') || link?.querySelector('.menu__link--active'))
          .map((link) => link!.textContent!.trim()),
      );
}

/**
 * Headings on the first screen whose lines the brand face's swap would move: each heading's height set in Manrope,
 * once it has loaded, and in "Manrope Fallback" (plugins/brand-font), the face the first paint uses until the font
 * arrives. Only the first screen: a visitor sees a shift there (it is what layout shift counts), and the font has
 * arrived long before anyone scrolls.
 */
export function linesMovedByFontSwap(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.load('700 16px Manrope');
    const headings = [...document.querySelectorAll('main :is(h1, h2, h3, h4), .navbar__title')].filter(
      (heading) =>
        heading.checkVisibility() &&
        getComputedStyle(heading).fontFamily.startsWith('Manrope') &&
        heading.getBoundingClientRect().top + window.scrollY < window.innerHeight,
    );
    const heightsIn = (family?: string) => {
      const style = document.createElement('style');
      style.textContent = family
        ? `main :is(h1, h2, h3, h4), .navbar__title { font-family: ${family} !important }`
        : '';
      document.head.append(style);
      const heights = headings.map((heading) => heading.getBoundingClientRect().height);
      style.remove();
      return heights;
    };
    const brand = heightsIn();
    const fallback = heightsIn('"Manrope Fallback"');
    return headings.flatMap((heading, index) =>
      Math.abs(brand[index]! - fallback[index]!) > 1
        ? [`"${heading.textContent!.trim().slice(0, 40)}": ${brand[index]} px in Manrope, ${fallback[index]} px before`]
        : [],
    );
  });
}
