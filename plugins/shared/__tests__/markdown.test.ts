import { faqQuestions } from '../../faq/questions';
import { headingIds } from '../markdown';

describe('the ids a Markdown page will have', () => {
  it('gives each heading its written address or its slug, a repeat counted, and reads no front matter as a heading', () => {
    const source = [
      '---',
      'title: A page',
      '---',
      '',
      '## Who we are',
      '',
      '## How long we keep data {#retention}',
      '',
      '### Who we are',
      '',
      'A <a id="footnote-1">note</a>.',
    ].join('\n');
    expect(headingIds(source)).toEqual(['who-we-are', 'retention', 'who-we-are-1', 'footnote-1']);
  });
});

test("a question's line is its line in the file, front matter and all", () => {
  const source = ['---', 'title: A page', 'slug: /a-page', '---', '', '## Who are you?', '', 'We are us.'].join('\n');
  expect(faqQuestions(source)).toEqual([
    { question: 'Who are you?', id: 'who-are-you', answer: 'We are us.', line: 6 },
  ]);
});
