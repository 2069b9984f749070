import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { markdownText } from './markdownText';
import { faqSections } from './questions';
import { jsx } from '../mdx-components/jsx';

/**
 * Turns an FAQ page written as plain Markdown (`## Question?` then a
 * paragraph) into collapsible panels, so editors never touch TSX:
 *
 * - each level-2 section becomes `<FaqQuestion id question>answer</FaqQuestion>`,
 *   keeping the id Docusaurus already derived from the heading text (and the
 *   table of contents built from the headings);
 * - `<FaqIntro />` goes before the first question;
 * - `<FaqStructuredData json>` carries FAQPage JSON-LD built from the same
 *   nodes, so the structured data can never disagree with the page.
 *
 * It runs after Docusaurus's own remark plugins (heading ids, TOC). A page
 * with no level-2 heading (the FAQ index) is left as it is.
 */

export type FaqEntry = { id: string; question: string; answer: string };

export function faqPageJsonLd(entries: readonly FaqEntry[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  });
}

export default function faqPanels() {
  return (root: Root): void => {
    const sections = faqSections(root.children);
    const byHeading = new Map(sections.map((section) => [section.heading as RootContent, section]));
    const inAnswers = new Set(sections.flatMap((section) => section.answer));
    const output: RootContent[] = [];
    const entries: FaqEntry[] = [];
    for (const node of root.children) {
      const section = byHeading.get(node);
      if (!section) {
        if (!inAnswers.has(node)) output.push(node);
        continue;
      }
      // DOCUSAURUS-INTERNAL: remark-heading-ids. Docusaurus's heading plugin has already put the id it derived on the node.
      const id = String((section.heading.data as { id?: string } | undefined)?.id ?? '');
      const question = markdownText(section.heading as Nodes);
      entries.push({ id, question, answer: markdownText(section.answer as Nodes[]) });
      if (entries.length === 1) {
        output.push(jsx('FaqIntro', {}));
      }
      output.push(jsx('FaqQuestion', { id, question }, section.answer as MdxJsxFlowElement['children']));
    }
    if (entries.length > 0) {
      output.push(jsx('FaqStructuredData', { json: faqPageJsonLd(entries) }));
    }
    root.children = output;
  };
}
