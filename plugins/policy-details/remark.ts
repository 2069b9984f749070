import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** Puts `<PolicyDetails />` first in every policy, under the title, so editors fill in front matter and nothing is ejected. */
export const policyDetailsElement: MdxJsxFlowElement = {
  type: 'mdxJsxFlowElement',
  name: 'PolicyDetails',
  attributes: [],
  children: [],
};

export default function policyDetails() {
  return (tree: Root, file?: { path?: string }): void => {
    // A partial (`_name.mdx`) is rendered inside a policy that already has its panel.
    if (path.basename(file?.path ?? '').startsWith('_')) return;
    const already = tree.children.some(
      (node) => node.type === 'mdxJsxFlowElement' && node.name === policyDetailsElement.name,
    );
    if (!already) tree.children.unshift({ ...policyDetailsElement });
  };
}
