import { fromMarkdown } from 'mdast-util-from-markdown';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import faqPanels from '../remark';
import { faqQuestions } from '../questions';

const page = `Intro paragraph.

## Is **ISO 27001** certification _required_?

Not always: ask what the contract says.

\`\`\`text
## Not a question, inside fenced code
\`\`\`

### A sub-heading inside the answer

More of the same answer.

## What is \`MFA\`?

Multi-factor authentication.

## What is \`MFA\`?

Asked twice on purpose.
`;

describe('the FAQ question reader', () => {
  const questions = faqQuestions(page);

  it('reads each level-2 heading as the words a visitor sees, not its Markdown', () => {
    expect(questions.map((q) => q.question)).toEqual([
      'Is ISO 27001 certification required?',
      'What is MFA?',
      'What is MFA?',
    ]);
  });

  it('gives the ids Docusaurus gives, counting repeats', () => {
    expect(questions.map((q) => q.id)).toEqual(['is-iso-27001-certification-required', 'what-is-mfa', 'what-is-mfa-1']);
  });

  it('keeps fenced code and sub-headings inside the answer, with the line of each question', () => {
    expect(questions[0]!.answer).toContain('Not always');
    expect(questions[0]!.answer).toContain('More of the same answer.');
    expect(questions.map((q) => q.line)).toEqual([3, 15, 19]);
  });

  it('finds the same questions as the remark plugin that builds the panels', () => {
    const tree = fromMarkdown(page);
    faqPanels()(tree);
    const panels = tree.children
      .filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'FaqQuestion')
      .map((node) => node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'question')?.value);
    expect(panels).toEqual(questions.map((q) => q.question));
  });
});

describe('a reworded question', () => {
  it('keeps the address written after it with Docusaurus heading-id syntax, and reads without it', () => {
    const [reworded, other] = faqQuestions(
      '## How fast do you answer a support call? {#how-quickly-do-you-respond}\n\nAt once.\n\n## How fast?\n\nQuickly.\n',
    );
    expect(reworded).toMatchObject({
      question: 'How fast do you answer a support call?',
      id: 'how-quickly-do-you-respond',
    });
    expect(other!.id).toBe('how-fast');
  });
});
