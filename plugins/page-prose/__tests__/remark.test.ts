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
  return root.children as unknown as Element[];
}

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
    expect(nodes.map((node) => node.name)).toEqual(['PageHeader', 'Section', 'Section', 'Section', 'Section']);
    expect(attributes(nodes[0]!)).toEqual({ title: 'About us', lead: 'The lead.' });
    expect(attributes(nodes[1]!)).toEqual({});
    // The opening band is plain, so the first titled band is tinted, and so on.
    expect(nodes.slice(2).map((node) => attributes(node))).toEqual([
      { title: 'Our values', tinted: null },
      { title: 'Our vision' },
      { title: 'Our mission', tinted: null },
    ]);
    expect(nodes[2]!.children).toHaveLength(1);
  });

  it('stops the build, naming the file, without a title and a lead', () => {
    expect(() => transform('## Our values\n\nText.\n')).toThrow(/_about\.md: a page's prose starts with its "# Title"/);
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
    expect(root.children.map((node) => ('name' in node ? node.name : node.type))).toEqual(['PageHeader']);
  });
});
