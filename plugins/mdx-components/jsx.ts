import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/**
 * A component placed in a Markdown tree by a remark plugin, as MDX would
 * parse `<Name key="value" flag>children</Name>`: a string attribute, or
 * `true` for one written without a value; `false` and undefined are left out.
 */
export function jsx(
  name: string,
  attributes: Record<string, string | boolean | undefined>,
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string | true] => entry[1] !== undefined && entry[1] !== false)
      .map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value: value === true ? null : value })),
    children,
  };
}
