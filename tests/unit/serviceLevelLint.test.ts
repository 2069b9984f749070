import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findTypedServiceLevels, legalTimeLimits } from '../../scripts/lib/serviceLevelLint';
import { companyFields } from '../../src/components/Company';
import { filesUnder, isMarkdown } from '../../scripts/lib/files';

const page = (...lines: string[]) => ['---', 'title: Sample', '---', '', ...lines].join('\n');

describe('findTypedServiceLevels', () => {
  it.each([
    ['a response time in a policy', 'We answer urgent requests within 4 business hours.'],
    ['a range of minutes', 'An engineer responds within 15 to 30 minutes, day or night.'],
    ['an acknowledgement in words', 'We will acknowledge your report within three working days.'],
    ['a reply time', 'We will reply within five working days.'],
    ['a table row', '| Responding to urgent requests | no more than 4 business hours |'],
    ['round the clock', 'Our engineers respond 24/7 to an urgent incident.'],
  ])('fails %s, naming the file, line and the words', (_, sentence) => {
    const findings = findTypedServiceLevels('docs/policies/sample.md', page('Intro.', '', sentence));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'docs/policies/sample.md', line: 7 });
    expect(findings[0]!.message).toMatch(/types a service level.*serviceLevels\.ts/);
  });

  it.each([
    'The help desk is open 8:00 to 18:30.',
    'Open Monday to Friday, 9am–5:30pm.',
    'We are here from 8.30am until 6pm.',
  ])('fails opening hours typed as clock times: %s', (sentence) => {
    const findings = findTypedServiceLevels('src/pages/sample.md', page(sentence));
    expect(findings).toEqual([expect.objectContaining({ line: 5, message: expect.stringMatching(/opening hours/) })]);
  });

  it.each([
    ['a breach reported to the regulator', 'We notify the ICO within 72 hours of becoming aware of a breach.'],
    ['a subject access request', 'We answer subject access requests within one month.'],
    ['an extension', 'We may extend a complex request by two further months and tell the person why.'],
    ['the complaints duty', 'The law gives us 30 days to acknowledge a complaint.'],
    ['a tag from the data', 'We acknowledge it <Company show="within.complaint" />.'],
    ['a duration not about answering', 'Discovery usually takes one to three weeks.'],
    ['a frequency', 'Several posts a week on LinkedIn, and timely replies to comments.'],
    ['years and percentages', 'Emissions fell 2022 to 2025, by 10-20% in some years, and we replied.'],
  ])('passes %s', (_, sentence) => {
    expect(findTypedServiceLevels('docs/sample.md', page(sentence))).toEqual([]);
  });

  it('lets a legal limit pass only in its own context', () => {
    // 72 hours is the breach deadline; promised for an enquiry it is our own service level.
    expect(findTypedServiceLevels('docs/sample.md', page('We reply to every enquiry within 72 hours.'))).toHaveLength(
      1,
    );
  });

  it('ignores code blocks and front matter other than the title and description', () => {
    const text = [
      '---',
      'title: Sample',
      'history:',
      "  - summary: 'Urgent response changed from 4 business hours.'",
      '---',
      '',
      '```text',
      'We answer within 4 business hours.',
      '```',
    ].join('\n');
    expect(findTypedServiceLevels('docs/sample.md', text)).toEqual([]);
  });

  it('cites a primary source for every legal time limit', () => {
    for (const limit of legalTimeLimits) expect(limit.source).toMatch(/^https:\/\/www\.legislation\.gov\.uk\//);
  });
});

describe('<Company show="…" /> in Markdown', () => {
  const root = path.join(__dirname, '../..');
  const files = ['docs/policies', 'docs/faq', 'blog', 'src'].flatMap((dir) =>
    filesUnder(path.join(root, dir), isMarkdown),
  );

  it('uses only names the identity and service-level data provide', () => {
    const used = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Company show="([^"]+)"/g)].map((match) => ({
        file,
        show: match[1]!,
      })),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter(({ show }) => !(companyFields as readonly string[]).includes(show))).toEqual([]);
  });
});
