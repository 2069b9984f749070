import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { markdownText } from '../faq/markdownText';

/**
 * The ids a Markdown page's HTML will have, read from its source: each heading's, as Docusaurus gives it (the `{#id}`
 * written after it, or its slug counted over the page, so a repeat gets `-1`), and every `id="…"` written in HTML or
 * JSX. Without its front matter, which the parser would read as a heading.
 */
export function headingIds(source: string): string[] {
  const markdown = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const slugger = createSlugger();
  const ids: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'heading') {
      const { text, id } = parseMarkdownHeadingId(markdownText(node), 'classic');
      ids.push(id ?? slugger.slug(text));
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(fromMarkdown(markdown));
  return [...ids, ...[...markdown.matchAll(/\bid=["']([^"']+)["']/g)].map((match) => match[1]!)];
}
