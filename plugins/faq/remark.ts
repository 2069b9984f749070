import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { markdownText } from '../shared/markdown';
import { faqSections } from './questions';
import { jsx } from '../mdx-components/jsx';

/**
 * Turns an FAQ page in plain Markdown into panels: each `##` section a `<FaqQuestion>` keeping its id, `<FaqIntro />`
 * first, and FAQPage JSON-LD from the same nodes. Runs after Docusaurus's own plugins; a page without `##` is left.
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
