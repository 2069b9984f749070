import type { Heading, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { headingAddresses, markdownText, withoutFrontMatter } from '../shared/markdown';

/**
 * The one reading of an FAQ page's questions: each `##` heading and the blocks up to the next. The panels and the
 * content index both use it, so they cannot disagree.
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
 * An FAQ page's questions as plain text, each with the id Docusaurus gives its heading and its line in the file (front
 * matter and all, if the source has it).
 */
export function faqQuestions(source: string): FaqQuestionSource[] {
  const tree = fromMarkdown(withoutFrontMatter(source));
  const headings = headingAddresses(tree);
  return faqSections(tree.children).map(({ heading, answer }) => ({
    question: headings.get(heading)?.text ?? '',
    id: headings.get(heading)?.id ?? '',
    answer: markdownText(answer),
    line: heading.position?.start.line ?? 1,
  }));
}
