import type { Root } from 'mdast';
import faqPanels from '../remark';

function question(text: string, id: string, answer: string): Root['children'] {
  return [
    { type: 'heading', depth: 2, data: { id } as Record<string, string>, children: [{ type: 'text', value: text }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: answer },
        { type: 'strong', children: [{ type: 'text', value: ' now' }] },
      ],
    },
  ];
}

describe('FAQ remark plugin', () => {
  const tree = (): Root => ({
    type: 'root',
    children: [...question('What is it?', 'what-is-it', 'An answer'), ...question('Why?', 'why', 'Because')],
  });

  it('wraps each question in a panel with its id, after one intro', () => {
    const root = tree();
    faqPanels()(root);
    const names = root.children.map((node) => ('name' in node ? node.name : node.type));
    expect(names).toEqual(['FaqIntro', 'FaqQuestion', 'FaqQuestion', 'FaqStructuredData']);
    const first = root.children[1] as { attributes: { name: string; value: string }[]; children: unknown[] };
    expect(first.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'id', value: 'what-is-it' },
      { type: 'mdxJsxAttribute', name: 'question', value: 'What is it?' },
    ]);
    expect(first.children).toHaveLength(1);
  });

  it('builds FAQPage JSON-LD from the same text', () => {
    const root = tree();
    faqPanels()(root);
    const data = root.children.at(-1) as { attributes: { value: string }[] };
    const json = JSON.parse(data.attributes[0]!.value);
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity).toEqual([
      { '@type': 'Question', name: 'What is it?', acceptedAnswer: { '@type': 'Answer', text: 'An answer now' } },
      { '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because now' } },
    ]);
  });

  it('leaves a page without questions alone', () => {
    const root: Root = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Index' }] }],
    };
    faqPanels()(root);
    expect(root.children).toHaveLength(1);
    expect(root.children[0]!.type).toBe('paragraph');
  });
});
