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
  const published = { itsupport: ['how-quickly-do-you-respond', 'do-you-support-microsoft-365'] };
  const lostIn = (markdown: string) =>
    lostAnchors(published, [{ slug: 'itsupport', file: 'docs/faq/itsupport.md', questions: faqQuestions(markdown) }]);
  const kept = (markdown: string) => withAddressesKept(markdown, published, 'itsupport');

  it('adds {#id} to the reworded question, after which nothing is lost', () => {
    const markdown = page('How quickly do you reply?', 'Do you support Microsoft 365?');
    expect(lostIn(markdown)).toHaveLength(1);
    expect(kept(markdown)!.split('\n')[0]).toBe('## How quickly do you reply? {#how-quickly-do-you-respond}');
    expect(lostIn(kept(markdown)!)).toEqual([]);
  });

  it("puts the address after the heading's words: before a closing ##, and keeping a Windows line end", () => {
    const closed = page('How quickly do you reply? ##', 'Do you support Microsoft 365?');
    expect(kept(closed)!.split('\n')[0]).toBe('## How quickly do you reply? {#how-quickly-do-you-respond}');
    const windows = page('How quickly do you reply?', 'Do you support Microsoft 365?').replace(/\n/g, '\r\n');
    expect(kept(windows)!.split('\n')[0]).toBe('## How quickly do you reply? {#how-quickly-do-you-respond}\r');
  });

  it('is undefined when nothing is lost, or when adding the address would not keep every one', () => {
    expect(kept(page('How quickly do you respond?', 'Do you support Microsoft 365?'))).toBeUndefined();
    // A question removed, with none new: the guess would take another question's address.
    expect(kept(page('Do you support Microsoft 365?'))).toBeUndefined();
    // The new heading has an address of its own.
    expect(kept(page('How quickly do you reply? {#reply-times}', 'Do you support Microsoft 365?'))).toBeUndefined();
    // One new question for two lost ones.
    expect(kept(page('How quickly do you reply, and do you support Microsoft 365?'))).toBeUndefined();
    // A heading over two lines (setext): the address would land inside its words.
    const setext = 'How quickly do you\nreply?\n---\n\nAn answer.\n\n## Do you support Microsoft 365?\n\nYes.\n';
    expect(lostIn(setext)).toHaveLength(1);
    expect(kept(setext)).toBeUndefined();
  });
});
