import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Root } from 'mdast';
import pageProse, { isPageProse } from '../remark';

type Element = {
  name?: string;
  type: string;
  attributes?: { name: string; value: string | null }[];
  children: unknown[];
};
const attributes = (node: Element) => Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));

function transform(markdown: string, path = 'src/pages/about/_about.md'): Element[] {
  const root = fromMarkdown(markdown) as Root;
  pageProse()(root, { path });
  return bodyOf(root);
}

/** The page's body: what follows the module's exports (the lead, Docusaurus's table of contents). */
function bodyOf(root: Root): Element[] {
  return root.children.filter((node) => node.type !== 'mdxjsEsm') as unknown as Element[];
}

/** A Markdown table's cells and rows, as the parser makes them, and the hints a plugin leaves on a node. */
const cell = (text: string) => ({ type: 'tableCell', children: [{ type: 'text', value: text }] });
const row = (...texts: string[]) => ({ type: 'tableRow', children: texts.map(cell) });
const data = (node: object) => (node as { data?: unknown }).data;

describe('a page written as Markdown', () => {
  it('is a partial named after its folder under src/pages', () => {
    expect(isPageProse('/site/src/pages/about/_about.md')).toBe(true);
    expect(isPageProse('/site/src/pages/service/_how-we-work.md')).toBe(false);
    expect(isPageProse('/site/src/pages/service/_content/webd.md')).toBe(false);
    expect(isPageProse('/site/docs/about/_about.md')).toBe(false);
  });

  it('becomes a title band with its lead, an opening band and alternating section bands', () => {
    const nodes = transform(
      '# About us\n\nThe lead.\n\nMore text.\n\n## Our values\n\n- **One.** Text.\n\n## Our vision\n\nA future.\n\n## Our mission\n\nTo deliver.\n',
    );
    expect(nodes.map((node) => node.name)).toEqual(['PageHeader', 'PageIntro', 'Section', 'Section', 'Section']);
    expect(attributes(nodes[0]!)).toEqual({ title: 'About us', lead: 'The lead.' });
    expect(attributes(nodes[1]!)).toEqual({});
    // The opening band is plain, so the first titled band is tinted, and so on; a band of
    // paragraphs alone sets its heading beside them, one with a list does not.
    expect(nodes.slice(2).map((node) => attributes(node))).toEqual([
      { title: 'Our values', tinted: null },
      { title: 'Our vision', sideHeading: null },
      { title: 'Our mission', tinted: null, sideHeading: null },
    ]);
    expect(nodes[2]!.children).toHaveLength(1);
  });

  it("makes a line holding only a link to the contact page, straight after the lead, the title band's button", () => {
    const nodes = transform(
      '# Our services\n\nThe lead.\n\n[Talk to a consultant](/contactus)\n\n## Choose\n\nText.\n',
    );
    expect(nodes.map((node) => node.name)).toEqual(['PageHeader', 'Section']);
    const [paragraph] = nodes[0]!.children as { children: { url: string; data: unknown }[] }[];
    expect(paragraph!.children[0]).toMatchObject({
      url: '/contactus',
      data: { hProperties: { className: ['button', 'button--primary'] } },
    });
    // The band's one button is always the way to talk to us.
    expect(() => transform('# Our services\n\nThe lead.\n\n[Explore our approach](/service)\n')).toThrow(
      /:5: the title band's button leads to the contact page/,
    );
    // A link within a sentence stays in the opening band.
    const prose = transform('# Our services\n\nThe lead.\n\nSee [our approach](/service).\n');
    expect(prose.map((node) => node.name)).toEqual(['PageHeader', 'PageIntro']);
    expect(prose[0]!.children).toHaveLength(0);
  });

  it('makes a second link on the button line a quieter button beside the contact one', () => {
    const nodes = transform(
      '# Our services\n\nThe lead.\n\n[Talk to us](/contactus) [Explore our approach](/service)\n',
    );
    const [paragraph] = nodes[0]!.children as { children: { url?: string; data?: unknown }[] }[];
    expect(paragraph!.children.filter((child) => child.url)).toMatchObject([
      { url: '/contactus', data: { hProperties: { className: ['button', 'button--primary'] } } },
      { url: '/service', data: { hProperties: { className: ['button', 'button--outline', 'button--primary'] } } },
    ]);
    // The contact button still comes first.
    expect(() =>
      transform('# Our services\n\nThe lead.\n\n[Explore our approach](/service) [Talk to us](/contactus)\n'),
    ).toThrow(/:5: the title band's button leads to the contact page/);
  });

  it('stops the build, naming the file and line, when the title has no lead or a second title follows', () => {
    expect(() => transform('# About us\n\n## Our values\n\nText.\n')).toThrow(
      /_about\.md:1: the "# Title" of a page's prose is followed by one paragraph/,
    );
    expect(() => transform('# About us\n\nThe lead.\n\n# Our values\n\nText.\n')).toThrow(
      /_about\.md:5: a page has one "# Title"/,
    );
  });

  it('without a title, starts at its opening band, for a page that prints its own title band', () => {
    const nodes = transform('Opening.\n\n## Models\n\nText.\n', 'src/pages/service/partner-ships/_partner-ships.md');
    expect(nodes.map((node) => node.name)).toEqual(['PageIntro', 'Section']);
    expect(attributes(nodes[1]!)).toEqual({ title: 'Models', tinted: null, sideHeading: null });
  });

  it('makes a table a data table, its rows headed by their first cell and named by the section heading', () => {
    const table = { type: 'table', children: [row('Industry', 'Use'), row('Oil & Gas', 'Permits.')] };
    const root = fromMarkdown('# About us\n\nThe lead.\n\n## Industries\n') as Root;
    (root.children[2]!.data as unknown) = { id: 'industries' };
    root.children.push(table as never);
    pageProse()(root, { path: 'src/pages/about/_about.md' });
    expect(data(table)).toEqual({ hProperties: { 'aria-label': 'Industries' } });
    expect(table.children[0]!.children.map(data)).toEqual([
      { hProperties: { scope: 'col' } },
      { hProperties: { scope: 'col' } },
    ]);
    expect(table.children[1]!.children.map(data)).toEqual([{ hName: 'th', hProperties: { scope: 'row' } }, undefined]);
  });

  it("makes a folded table's rest, inside <details>, a data table named by the same heading", () => {
    const rest = { type: 'table', children: [row('Industry', 'Use'), row('Construction', 'Plant.')] };
    const details = { type: 'mdxJsxFlowElement', name: 'details', attributes: [], children: [rest] };
    const root = fromMarkdown('# About us\n\nThe lead.\n\n## Industries\n') as Root;
    (root.children[2]!.data as unknown) = { id: 'industries' };
    root.children.push(details as never);
    pageProse()(root, { path: 'src/pages/about/_about.md' });
    expect(data(rest)).toEqual({ hProperties: { 'aria-label': 'Industries' } });
    expect(rest.children[1]!.children.map(data)).toEqual([{ hName: 'th', hProperties: { scope: 'row' } }, undefined]);
  });

  it('leaves other Markdown as it is', () => {
    expect(transform('## Heading\n\nText.\n', 'src/pages/service/_how-we-work.md').map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
    ]);
  });
});

describe('the title as Docusaurus leaves it', () => {
  it('is read from the <header> its content-title plugin wraps it in', () => {
    const root = fromMarkdown('# About us\n\nThe lead.\n') as Root;
    const [heading, ...rest] = root.children;
    root.children = [
      { type: 'mdxJsxFlowElement', name: 'header', attributes: [], children: [heading as never] } as never,
      ...rest,
    ];
    pageProse()(root, { path: 'src/pages/about/_about.md' });
    expect(root.children.map((node) => ('name' in node ? node.name : node.type))).toEqual(['mdxjsEsm', 'PageHeader']);
    // The lead is exported too, for the page's meta description.
    expect((root.children[0] as { value: string }).value).toBe('export const lead = "The lead.";');
  });
});
