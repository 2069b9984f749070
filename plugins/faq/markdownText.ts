import type { Nodes } from 'mdast';

/** Plain text of a Markdown tree, so the FAQ's JSON-LD says what the page says. */
export function markdownText(node: Nodes | readonly Nodes[]): string {
  if (Array.isArray(node)) {
    return node
      .map((child: Nodes) => markdownText(child))
      .join('\n\n')
      .trim();
  }
  const single = node as Nodes;
  if ('value' in single && typeof single.value === 'string') {
    return single.type === 'text' || single.type === 'inlineCode' ? single.value : '';
  }
  if ('children' in single) {
    return (single.children as Nodes[]).map((child) => markdownText(child)).join('');
  }
  return '';
}
