import { lostAnchors, withAddressesKept } from '../anchors';
import { faqQuestions } from '../questions';

describe('published question addresses', () => {
  const published = { itsupport: ['how-quickly-do-you-respond', 'do-you-support-microsoft-365'] };

  const questions = (...ids: string[]) => ids.map((id, index) => ({ id, line: 10 * (index + 1) }));

  it('names an address that no question has any more, at the line of the question it most likely became', () => {
    const lost = lostAnchors(published, [
      {
        slug: 'itsupport',
        file: 'docs/faq/itsupport.md',
        questions: questions('do-you-support-microsoft-365', 'can-you-help-at-night', 'how-quickly-do-you-reply'),
      },
    ]);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ file: 'docs/faq/itsupport.md', line: 30, id: 'how-quickly-do-you-respond' });
    expect(lost[0]!.message).toContain('/faq/itsupport/#how-quickly-do-you-respond');
    expect(lost[0]!.message).toContain('{#how-quickly-do-you-respond}');
  });

  it('is quiet when a reworded question keeps its address, or a question is added or moved', () => {
    expect(
      lostAnchors(published, [
        {
          slug: 'itsupport',
          file: 'docs/faq/itsupport.md',
          questions: questions('a-new-question', 'do-you-support-microsoft-365', 'how-quickly-do-you-respond'),
        },
      ]),
    ).toEqual([]);
  });
});

describe('keeping a lost address on the question it became', () => {
  const page = (...headings: string[]) => headings.map((heading) => `## ${heading}\n\nAn answer.\n`).join('\n');
  const published = ['how-quickly-do-you-respond', 'do-you-support-microsoft-365'];
  const lostIn = (markdown: string) =>
    lostAnchors({ itsupport: published }, [
      { slug: 'itsupport', file: 'docs/faq/itsupport.md', questions: faqQuestions(markdown) },
    ]);

  it('adds {#id} to the reworded question, after which nothing is lost', () => {
    const markdown = page('How quickly do you reply?', 'Do you support Microsoft 365?');
    const kept = withAddressesKept(markdown, lostIn(markdown), published)!;
    expect(kept.split('\n')[0]).toBe('## How quickly do you reply? {#how-quickly-do-you-respond}');
    expect(lostIn(kept)).toEqual([]);
  });

  it('does not guess when a question was removed, or the new heading already has an address', () => {
    const removed = page('Do you support Microsoft 365?');
    expect(lostIn(removed)).toHaveLength(1);
    expect(withAddressesKept(removed, lostIn(removed), published)).toBeUndefined();
    const ownAddress = page('How quickly do you reply? {#reply-times}', 'Do you support Microsoft 365?');
    expect(withAddressesKept(ownAddress, lostIn(ownAddress), published)).toBeUndefined();
  });

  it('does not give one new question two lost addresses', () => {
    const merged = page('How quickly do you reply, and do you support Microsoft 365?');
    const lost = lostIn(merged);
    expect(lost).toHaveLength(2);
    expect(withAddressesKept(merged, lost, published)).toBeUndefined();
  });
});
