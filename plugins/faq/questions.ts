import type { Heading, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { markdownText } from './markdownText';

/**
 * The one reading of an FAQ page's questions, on its syntax tree: a question
 * is a level-2 heading, its answer every block after it up to the next
 * heading of level 1 or 2. The remark plugin that builds the panels and the
 * content index that counts and checks the questions both use it, so they
 * cannot disagree (a heading with markup, a `##` inside fenced code).
 */
export type FaqSection = { heading: Heading; answer: RootContent[] };

export function faqSections(nodes: readonly RootContent[]): FaqSection[] {
  const sections: FaqSection[] = [];
  let current: FaqSection | undefined;
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth <= 2) {
      current = node.depth === 2 ? { heading: node, answer: [] } : undefined;
      if (current) sections.push(current);
    } else {
      current?.answer.push(node);
    }
  }
  return sections;
}

export type FaqQuestionSource = { question: string; id: string; answer: string; line: number };

/**
 * The questions of an FAQ page's Markdown body, as plain text, with the id
 * Docusaurus gives each heading: the explicit one written after it
 * (`## Reworded question? {#old-address}`, Docusaurus's heading-id syntax,
 * which keeps a question's address when its words change), or else its slug,
 * counted over every other heading on the page, so a repeated heading gets
 * the same `-1` suffix it gets there.
 */
export function faqQuestions(markdown: string): FaqQuestionSource[] {
  const tree = fromMarkdown(markdown);
  const slugger = createSlugger();
  const headings = new Map(
    tree.children
      .filter((node): node is Heading => node.type === 'heading')
      .map((heading) => {
        const { text, id } = parseMarkdownHeadingId(markdownText(heading), 'classic');
        return [heading, { text, id: id ?? slugger.slug(text) }];
      }),
  );
  return faqSections(tree.children).map(({ heading, answer }) => ({
    question: headings.get(heading)?.text ?? '',
    id: headings.get(heading)?.id ?? '',
    answer: markdownText(answer),
    line: heading.position?.start.line ?? 1,
  }));
}
