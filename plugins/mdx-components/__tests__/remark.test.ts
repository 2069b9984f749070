import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import importMarkdownComponents, { importStatement } from '../remark';
import { leanerModules, markdownComponents } from '../components';

const element = (name: string, children: RootContent[] = []): RootContent =>
  ({ type: 'mdxJsxFlowElement', name, attributes: [], children }) as RootContent;
const inline = (name: string): RootContent =>
  ({
    type: 'paragraph',
    children: [{ type: 'mdxJsxTextElement', name, attributes: [], children: [] }],
  }) as RootContent;
const importsOf = (tree: Root) =>
  tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => (node as { value: string }).value);

const company = (show: string): RootContent =>
  ({
    type: 'paragraph',
    children: [
      {
        type: 'mdxJsxTextElement',
        name: 'Company',
        attributes: [{ type: 'mdxJsxAttribute', name: 'show', value: show }],
        children: [],
      },
    ],
  }) as RootContent;

describe('the Markdown components remark plugin', () => {
  it('imports the leaner module of a component when every use on the page fits it, and the whole one otherwise', () => {
    const lean: Root = { type: 'root', children: [company('within.enquiry'), company('why.complaint')] };
    importMarkdownComponents()(lean);
    expect(importsOf(lean)).toEqual([`import Company from '${leanerModules.Company!.module}';`]);
    const mixed: Root = { type: 'root', children: [company('within.enquiry'), company('legalName')] };
    importMarkdownComponents()(mixed);
    expect(importsOf(mixed)).toEqual([`import Company from '${markdownComponents.Company}';`]);
  });

  it('imports each component a page uses, once, from its module, wherever it sits', () => {
    const tree: Root = {
      type: 'root',
      children: [element('FaqQuestion', [inline('Company')]), element('FaqQuestion'), element('Details')],
    };
    importMarkdownComponents()(tree);
    expect(importsOf(tree)).toEqual([
      `import FaqQuestion from '${markdownComponents.FaqQuestion}';`,
      `import Company from '${markdownComponents.Company}';`,
    ]);
  });

  it('gives MDX the ES tree of each import, which is what it compiles', () => {
    const tree: Root = { type: 'root', children: [element('KeyFacts')] };
    importMarkdownComponents()(tree);
    expect(tree.children[0]).toMatchObject({
      data: {
        estree: {
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [{ local: { name: 'KeyFacts' } }],
              source: { value: markdownComponents.KeyFacts },
            },
          ],
        },
      },
    });
  });

  it('adds nothing to a page that uses none, and leaves a page its own import', () => {
    const plain: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Hi.' }] }] };
    importMarkdownComponents()(plain);
    expect(importsOf(plain)).toEqual([]);
    const own = importStatement('Company', './elsewhere');
    const tree: Root = { type: 'root', children: [own, element('Company')] };
    importMarkdownComponents()(tree);
    expect(importsOf(tree)).toEqual(["import Company from './elsewhere';"]);
  });

  it('names a module that exists for every component', () => {
    for (const source of Object.values(markdownComponents)) {
      const file = path.join(__dirname, '../../..', source.replace('@site/', ''), 'index.tsx');
      expect(existsSync(file)).toBe(true);
    }
    for (const { module } of Object.values(leanerModules)) {
      expect(existsSync(path.join(__dirname, '../../..', `${module.replace('@site/', '')}.tsx`))).toBe(true);
    }
  });
});
