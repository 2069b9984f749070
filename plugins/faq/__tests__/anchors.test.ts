import { lostAnchors } from '../anchors';

describe('published question addresses', () => {
  const published = { itsupport: ['how-quickly-do-you-respond', 'do-you-support-microsoft-365'] };

  it('names an address that no question has any more, with the line that keeps it', () => {
    const lost = lostAnchors(published, [
      {
        slug: 'itsupport',
        file: 'docs/faq/itsupport.md',
        ids: ['how-fast-do-you-answer', 'do-you-support-microsoft-365'],
      },
    ]);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ file: 'docs/faq/itsupport.md', id: 'how-quickly-do-you-respond' });
    expect(lost[0]!.message).toContain('/faq/itsupport/#how-quickly-do-you-respond');
    expect(lost[0]!.message).toContain('{#how-quickly-do-you-respond}');
  });

  it('is quiet when a reworded question keeps its address, or a question is added or moved', () => {
    expect(
      lostAnchors(published, [
        {
          slug: 'itsupport',
          file: 'docs/faq/itsupport.md',
          ids: ['a-new-question', 'do-you-support-microsoft-365', 'how-quickly-do-you-respond'],
        },
      ]),
    ).toEqual([]);
  });
});
