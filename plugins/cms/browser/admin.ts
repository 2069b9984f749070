import { asIsoDate, hasApproval, policyRuleProblems } from '../../content-index/policyRules';
import { policyFormat, siteFormat } from '../format';
import { fromFile, fromPolicyFile, toFile, toPolicyFile } from './frontMatterFormat';
import { fromTyped, toShown, ukDateWidget } from './ukDate';
import { unknownKeyMessage } from '../../content-index/unknownKeys';
import { formatUkDate } from '../../../src/utils/date';
import { type AnchorRecord, lostAnchors, withAddressesKept } from '../../faq/anchors';
import { faqQuestions } from '../../faq/questions';

/**
 * What the editor at /admin/ adds to Decap CMS through its documented registry: the site's stylesheet and previews
 * shaped as the site shows a page, and a check before saving that refuses what the build would, in its words.
 */

/** The site's stylesheets, written in by the build (plugins/cms/index.ts). */
declare const SITE_STYLESHEETS: string[];
/** The index pages (docs/policies/mainpolicy.md, docs/faq/index.md), written in by the build. */
declare const INDEX_PAGES: string[];
/** The front-matter keys the build takes, by collection, written in by the build. */
declare const FRONT_MATTER_KEYS: Record<string, string[]>;
/** The FAQ questions' published addresses (plugins/faq/published-anchors.json), written in by the build. */
declare const PUBLISHED_ANCHORS: AnchorRecord;

type Immutable = {
  get(key: string): unknown;
  set(key: string, value: unknown): Immutable;
  delete(key: string): Immutable;
  toJS(): Record<string, unknown>;
};
type PreviewProps = {
  entry: Immutable;
  widgetFor(name: string): unknown;
  getAsset(path: string): unknown;
};
type ListedFile = { file?: { path?: string } };
type Implementation = Record<string, unknown> & {
  entriesByFolder?: (...args: unknown[]) => Promise<ListedFile[]>;
  allEntriesByFolder?: (...args: unknown[]) => Promise<ListedFile[]>;
};
type Phrases = {
  ui?: { toast?: Record<string, string> };
  editor?: { editorToolbar?: Record<string, string> } & Record<string, unknown>;
} & Record<string, unknown>;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type Cms = {
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile: typeof fromFile; toFile: typeof toFile },
  ): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void;
  getWidget(name: string): { preview: unknown } | undefined;
  getLocale(locale: string): Phrases | undefined;
  getBackend(name: string): { init: (...args: unknown[]) => Implementation } | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  resolveWidget(name: string): unknown;
};

type WidgetProps = {
  value?: unknown;
  onChange(value: unknown): void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};
const { CMS, h, createClass } = window as unknown as {
  CMS: Cms;
  h: H;
  /** Decap's create-react-class, as its documentation's custom widgets use it. */
  createClass: (spec: { render(this: { props: WidgetProps }): unknown }) => unknown;
};

/**
 * The policy and FAQ folders also hold their index pages, which the editor's lists leave out. Decap filters a folder
 * only by a field's value, so the backends' listings are wrapped where its registry keeps them (admin.spec.ts checks).
 */
const notIndexPage = (entry: ListedFile) => !INDEX_PAGES.includes(entry.file?.path ?? '');
for (const name of ['github', 'proxy']) {
  const backend = CMS.getBackend(name);
  if (!backend) continue;
  const init = backend.init;
  backend.init = (...args) => {
    const implementation = init(...args);
    for (const method of ['entriesByFolder', 'allEntriesByFolder'] as const) {
      const list = implementation[method]?.bind(implementation);
      if (list) {
        implementation[method] = async (...listArgs: unknown[]) => {
          const entries = await list(...listArgs);
          const kept = entries.filter(notIndexPage);
          // GitHub's listing carries its pagination cursor on the array, under a symbol.
          for (const key of Object.getOwnPropertySymbols(entries)) {
            Object.defineProperty(kept, key, { value: (entries as unknown as Record<symbol, unknown>)[key] });
          }
          return kept;
        };
      }
    }
    return implementation;
  };
}

// Front matter written as the site's files are (./frontMatterFormat.ts), before Decap reads the configuration.
CMS.registerCustomFormat(siteFormat, 'md', { fromFile, toFile });
CMS.registerCustomFormat(policyFormat, 'md', { fromFile: fromPolicyFile, toFile: toPolicyFile });

// Dates typed day first and kept as YYYY-MM-DD (./ukDate.ts).
CMS.registerWidget(
  ukDateWidget,
  createClass({
    render() {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      return h('input', {
        type: 'text',
        id: forID,
        className: classNameWrapper,
        value: toShown(value),
        placeholder: 'DD/MM/YYYY',
        inputMode: 'numeric',
        autoComplete: 'off',
        onChange: (event: { target: { value: string } }) => onChange(fromTyped(event.target.value)),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  }),
  ({ value }: { value?: unknown }) => h('span', null, toShown(value)),
);

for (const href of SITE_STYLESHEETS) CMS.registerPreviewStyle(href);
// The preview is an article on the page, with the page's margins.
CMS.registerPreviewStyle(
  `body { margin: 0; padding: 1.5rem; } details { margin-block: 0.75rem; }
   .cms-placeholder { font-style: italic; opacity: 0.8; }
   .cms-panel dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
   .cms-panel dd { margin: 0; }`,
  { raw: true },
);

/** Follows the editor's colour scheme, as the site does for a visitor who has not chosen one. */
function themed(element: Element | null): void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  element?.ownerDocument.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
}

/** MDX components (<Company show="email" />, <Approval />…) print the site's data when it builds; the preview names them. */
const withPlaceholders = (markdown: string) =>
  markdown.replace(
    /<([A-Z]\w*)\b([^>]*?)\/>/g,
    (_match, name: string, attributes: string) =>
      `<span class="cms-placeholder">[${[name, /show="([^"]+)"/.exec(attributes)?.[1]].filter(Boolean).join(': ')}]</span>`,
  );

function markdown(props: PreviewProps, value: string): unknown {
  const preview = CMS.getWidget('markdown')?.preview;
  return h(preview, { value: withPlaceholders(value), getAsset: props.getAsset, resolveWidget: CMS.resolveWidget });
}

const text = (value: unknown) => (value == null ? '' : String(value));
/** A day as the site prints it ("25 November 2026"); what is not yet a whole date, as typed. */
const shownDay = (value: unknown) => {
  const day = asIsoDate(value);
  return day ? formatUkDate(day) : text(value);
};

/** A policy: its title, the details panel the site puts under it, the text and the version history. */
function PolicyPreview(props: PreviewProps): unknown {
  const data = props.entry.get('data') as Immutable;
  const fm = data.toJS() as Record<string, unknown> & {
    history?: { version: string; date: string; summary: string }[];
    approval?: { approved_by?: string; signed_by?: string; date?: string };
  };
  const rows: [string, string][] = [
    ['Owner', text(fm.owner)],
    ['Version', text(fm.version)],
    ['Last reviewed', shownDay(fm.last_reviewed)],
    ['Next review', shownDay(fm.next_review)],
  ];
  if (fm.approval?.date) {
    const by = [fm.approval.approved_by, fm.approval.signed_by && `signed by the ${fm.approval.signed_by}`];
    rows.push(['Approved', `${by.filter(Boolean).join(', ')} on ${shownDay(fm.approval.date)}`]);
  }
  return h(
    'article',
    { className: 'markdown', ref: themed },
    h('h1', null, text(fm.title)),
    h(
      'details',
      { className: 'cms-panel', open: true },
      h('summary', null, 'Policy details'),
      h('dl', null, ...rows.flatMap(([term, value]) => [h('dt', null, term), h('dd', null, value)])),
    ),
    markdown(props, text(fm.body)),
    h('h2', null, 'Version history'),
    h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Version'), h('th', null, 'Date'), h('th', null, 'Summary'))),
      h(
        'tbody',
        null,
        ...(fm.history ?? []).map((entry) =>
          h(
            'tr',
            null,
            h('td', null, entry.version),
            h('td', null, shownDay(entry.date)),
            h('td', null, entry.summary),
          ),
        ),
      ),
    ),
  );
}

/** An FAQ page: each `##` question a panel that opens, as the site shows it. */
function FaqPreview(props: PreviewProps): unknown {
  const data = (props.entry.get('data') as Immutable).toJS();
  const [intro = '', ...questions] = text(data.body).split(/^## /m);
  return h(
    'article',
    { className: 'markdown', ref: themed },
    h('h1', null, text(data.title)),
    markdown(props, intro),
    ...questions.map((section) => {
      const [question = '', ...answer] = section.split('\n');
      return h(
        'details',
        { open: true },
        h('summary', null, h('h2', { style: { display: 'inline' } }, question.trim())),
        markdown(props, answer.join('\n')),
      );
    }),
  );
}

// The editor's words for a refused save, in place of "Failed to persist entry: Error: …". On this computer
// (`npm run cms`), "Publish now" saves to the editor's own files: it says so, since nothing goes live from here.
const english = CMS.getLocale('en');
const onThisComputer = ['localhost', '127.0.0.1'].includes(window.location.hostname);
if (english?.ui?.toast) {
  const toolbar = english.editor?.editorToolbar;
  CMS.registerLocale('en', {
    ...english,
    ui: { ...english.ui, toast: { ...english.ui.toast, onFailToPersist: 'Not saved: %{details}' } },
    ...(onThisComputer && toolbar
      ? {
          editor: {
            ...english.editor,
            editorToolbar: {
              ...toolbar,
              publishNow: 'Publish now: save to the files on this computer (nothing goes live)',
            },
          },
        }
      : {}),
  });
}

/** A save the build's rules refuse: its text is the build's messages alone. */
class RefusedSave extends Error {
  override toString(): string {
    return this.message;
  }
}

/**
 * A reworded question loses its published address, and the build stops on that. Before saving, the editor offers to
 * keep each address on the question it most likely became, as the build's message says; else the save is refused.
 */
function withPublishedAddresses(data: Immutable, file: string): Immutable | undefined {
  const slug = String(data.get('slug') ?? '').replace(/^\//, '');
  const body = String(data.get('body') ?? '');
  const questions = faqQuestions(body);
  const lost = lostAnchors(PUBLISHED_ANCHORS, [{ slug, file, questions }]);
  if (lost.length === 0) return undefined;
  const kept = withAddressesKept(body, PUBLISHED_ANCHORS, slug);
  // The guess is the nearest new question by its address: the editor, who knows what changed, confirms it.
  const pairs = lost.map(
    ({ id, line }) =>
      `"${questions.find((question) => question.line === line)?.question}" is the question published at /faq/${slug}/#${id}, reworded`,
  );
  const offer =
    `You have changed ${lost.length === 1 ? 'a question that is' : 'questions that are'} already published, ` +
    `and links to ${lost.length === 1 ? 'it' : 'them'} would land at the top of the page.\n\n` +
    `If ${pairs.join(', and ')}, press OK to keep ${lost.length === 1 ? 'its address' : 'their addresses'} and save.\n\n` +
    'Press Cancel to go back without saving; your changes stay here.';
  if (kept !== undefined && window.confirm(offer)) return data.set('body', kept);
  const messages = lost.map(({ message }) => message.charAt(0).toUpperCase() + message.slice(1));
  throw new RefusedSave(
    `the build would stop on it. ${messages.join(' ')} In the browser editor: add the {#address} to the question's new words yourself, or, if you removed it on purpose, ask a maintainer to remove it; they record the page's addresses in the same change.`,
  );
}

CMS.registerPreviewTemplate('policies', PolicyPreview);
CMS.registerPreviewTemplate('faq', FaqPreview);

// The build's own rules across fields: a policy the build would stop on is not saved, and the editor sees why.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const collection = entry.get('collection') as string;
    // A key the build does not take (a misspelling typed in the file, kept by the form): refused in the build's words.
    const known = FRONT_MATTER_KEYS[collection];
    if (known) {
      const unknown = Object.keys((entry.get('data') as Immutable).toJS()).filter(
        (key) => key !== 'body' && !known.includes(key),
      );
      if (unknown.length > 0) {
        throw new RefusedSave(
          `the build would stop on it. ${unknown.map((key) => unknownKeyMessage(key, known)).join('; ')}. Correct it in the file, as the build's message says.`,
        );
      }
    }
    if (collection === 'faq')
      return withPublishedAddresses(entry.get('data') as Immutable, entry.get('path') as string);
    if (collection !== 'policies') return undefined;
    let data = entry.get('data') as Immutable;
    // Optional fields the form leaves empty are left out of the file, as an editor writing it would.
    const values = data.toJS();
    if (!hasApproval(values.approval)) data = data.delete('approval');
    if (values.menu_label === '') data = data.delete('menu_label');
    const problems = policyRuleProblems(data.toJS());
    if (problems.length > 0) {
      throw new RefusedSave(`the build would stop on it. ${problems.join('; ')}.`);
    }
    return data;
  },
});
