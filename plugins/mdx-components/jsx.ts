import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** A component placed in a Markdown tree as MDX would parse `<Name key="value" flag>`; false and undefined left out. */
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
