import { lostAnchors } from '../anchors';

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
