import type { Heading, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';

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

/** A Markdown file's source with its front matter blanked: the parser reads none of it, and lines keep their numbers. */
export const withoutFrontMatter = (source: string) =>
  source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (block) => block.replace(/[^\n]/g, ''));

/**
 * Each heading's text and the id Docusaurus gives it: the `{#id}` written after it, or its slug counted over the
 * page's headings in order, so a repeat gets `-1`.
 */
export function headingAddresses(tree: Root): Map<Heading, { text: string; id: string }> {
  const slugger = createSlugger();
  const addresses = new Map<Heading, { text: string; id: string }>();
  const walk = (node: Nodes) => {
    if (node.type === 'heading') {
      const { text, id } = parseMarkdownHeadingId(markdownText(node), 'classic');
      addresses.set(node, { text, id: id ?? slugger.slug(text) });
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return addresses;
}

/** The ids a Markdown page's HTML will have, read from its source: each heading's, and every `id="…"` in HTML or JSX. */
export function headingIds(source: string): string[] {
  const markdown = withoutFrontMatter(source);
  const headings = [...headingAddresses(fromMarkdown(markdown)).values()].map(({ id }) => id);
  return [...headings, ...[...markdown.matchAll(/\bid=["']([^"']+)["']/g)].map((match) => match[1]!)];
}
