import type { Element, ElementContent, Root } from 'hast';
import { fitColumns } from '../../../src/components/FitGrid/columns';
import fitGrid from '../rehype';

const el = (tagName: string, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });
const boldItem = () => el('li', [el('strong', [text('Title.')]), text(' Body')]);

describe('the fit-grid rehype plugin', () => {
  it('gives card lists (steps, or items that open in bold) the columns for their count', () => {
    const steps = el(
      'ol',
      Array.from({ length: 5 }, () => el('li', [text('Step')])),
    );
    const cards = el('ul', Array.from({ length: 6 }, boldItem));
    const tree: Root = { type: 'root', children: [el('section', [steps, cards])] };
    fitGrid({ max: 3 })(tree);
    expect(steps.properties).toMatchObject({ dataFitPhone: '1', dataFitLg: String(fitColumns(5, 3)) });
    expect(cards.properties).toMatchObject({ dataFitPhone: '1', dataFitLg: String(fitColumns(6, 3)) });
  });

  it('finds a card list inside a component Markdown placed (a page prose <Section>)', () => {
    const cards = el('ul', Array.from({ length: 4 }, boldItem));
    const section = { type: 'mdxJsxFlowElement', name: 'Section', attributes: [], children: [cards] };
    fitGrid({ max: 3 })({ type: 'root', children: [section as never] });
    expect(cards.properties).toMatchObject({ dataFitLg: String(fitColumns(4, 3)) });
  });

  it('leaves a plain bulleted list alone', () => {
    const list = el('ul', [el('li', [text('One')]), boldItem()]);
    fitGrid()({ type: 'root', children: [list] });
    expect(list.properties).toEqual({});
    expect(((list.children[1] as Element).children[0] as Element).children[0]).toEqual(text('Title.'));
  });

  it("drops the full stop that closes a card's bold title, and nothing else", () => {
    const cards = el('ul', [boldItem(), el('li', [el('strong', [text('Assess')]), text(' Body.')])]);
    fitGrid()({ type: 'root', children: [cards] });
    const titles = cards.children.map((item) => ((item as Element).children[0] as Element).children[0]);
    expect(titles).toEqual([text('Title'), text('Assess')]);
    expect((cards.children[1] as Element).children[1]).toEqual(text(' Body.'));
  });
});
