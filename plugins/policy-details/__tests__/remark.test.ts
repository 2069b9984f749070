import type { Root } from 'mdast';
import policyDetails from '../remark';

const paragraph = (text: string): Root['children'][number] => ({
  type: 'paragraph',
  children: [{ type: 'text', value: text }],
});

describe('the policy details remark plugin', () => {
  it('puts <PolicyDetails /> first, before the policy text', () => {
    const tree: Root = { type: 'root', children: [paragraph('Intro.'), paragraph('More.')] };
    policyDetails()(tree);
    expect(tree.children).toHaveLength(3);
    expect(tree.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'PolicyDetails' });
    expect(tree.children[1]).toMatchObject({ type: 'paragraph' });
  });

  it('adds the panel only once, even if run twice', () => {
    const tree: Root = { type: 'root', children: [paragraph('Intro.')] };
    policyDetails()(tree);
    policyDetails()(tree);
    expect(tree.children.filter((node) => node.type === 'mdxJsxFlowElement')).toHaveLength(1);
  });

  it('leaves a partial alone: it is rendered inside a policy that has its panel', () => {
    const tree: Root = { type: 'root', children: [paragraph('Shared text.')] };
    policyDetails()(tree, { path: '/site/docs/policies/_certification-status.mdx' });
    expect(tree.children).toHaveLength(1);
    policyDetails()(tree, { path: '/site/docs/policies/bcms.md' });
    expect(tree.children).toHaveLength(2);
  });
});
