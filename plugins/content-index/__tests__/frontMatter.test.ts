import {
  checkHistory,
  compareVersions,
  formatProblems,
  parseDocFile,
  parsePolicyFile,
  parsePostFile,
} from '../frontMatter';
import matter from 'gray-matter';
import { policyRuleProblems } from '../policyRules';
import { roles } from '../../../src/data/people';

const valid = `---
title: Privacy Policy
description: How we collect, use and protect personal data when you use this website.
slug: /privacypolicy
sidebar_position: 1
owner: Data Protection Lead
version: '2.1'
last_reviewed: 2026-09-14
next_review: 2027-09-14
history:
  - version: '2.0'
    date: 2025-09-12
    summary: 'First version for the relaunched website.'
  - version: '2.1'
    date: 2026-09-14
    summary: 'Annual review: retention periods clarified.'
---

Body.
`;

describe('version history', () => {
  const entry = (version: string, date: string) => ({ version, date, summary: 'A one-line summary of the change.' });

  it('compares versions as numbers, so 2.10 comes after 2.9', () => {
    expect(compareVersions('2.10', '2.9')).toBeGreaterThan(0);
    expect(compareVersions('3.0', '2.12')).toBeGreaterThan(0);
  });

  it('accepts a rising history whose last entry is the current version and review date', () => {
    const { messages } = checkHistory([entry('2.9', '2026-01-01'), entry('2.10', '2026-02-01')], {
      version: '2.10',
      last_reviewed: '2026-02-01',
    });
    expect(messages).toEqual([]);
  });

  it('rejects versions that do not rise, dates that go back, and a last entry that disagrees', () => {
    const { messages } = checkHistory([entry('2.1', '2026-03-01'), entry('2.1', '2026-02-01')], {
      version: '2.2',
      last_reviewed: '2026-03-01',
    });
    expect(messages.join('\n')).toMatch(/must be higher than 2\.1/);
    expect(messages.join('\n')).toMatch(/is before 2026-03-01/);
    expect(messages.join('\n')).toMatch(/current version 2\.2/);
    expect(messages.join('\n')).toMatch(/dated 2026-03-01/);
  });

  it('requires a history, with the line of the field in the file', () => {
    const source = valid.slice(0, valid.indexOf('history:')) + '---\n\nBody.\n';
    const { problems } = parsePolicyFile('p.md', source);
    expect(formatProblems(problems)).toContain('p.md:1: "history" is required');
  });
});

describe('policy front matter', () => {
  it('accepts a complete policy and reads its dates as YYYY-MM-DD', () => {
    const { data, problems } = parsePolicyFile('docs/policies/privacypolicy.md', valid);
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ version: '2.1', last_reviewed: '2026-09-14', next_review: '2027-09-14' });
  });

  it('names the file and the line of each malformed field', () => {
    const broken = valid
      .replace("version: '2.1'", 'version: 2.1')
      .replace('next_review: 2027-09-14', 'next_review: 14/09/2027')
      .replace('owner: Data Protection Lead\n', '');
    const { problems } = parsePolicyFile('docs/policies/privacypolicy.md', broken);
    const text = formatProblems(problems);
    expect(text).toContain('docs/policies/privacypolicy.md:6: "version" must be quoted text');
    expect(text).toContain('docs/policies/privacypolicy.md:8: "next_review" must be a date written YYYY-MM-DD');
    expect(text).toContain('docs/policies/privacypolicy.md:1: "owner" is required');
  });

  it('refuses an owner who is not in the people record, at its line, naming the roles there', () => {
    const { problems } = parsePolicyFile(
      'p.md',
      valid.replace('owner: Data Protection Lead', 'owner: Compliance Officer'),
    );
    const text = formatProblems(problems);
    expect(text).toContain('p.md:6: "owner" must be the role of someone in src/data/team.json');
    expect(text).toContain(`"${roles[0]}"`);
    expect(text).toContain('found "Compliance Officer"');
  });

  it('keeps the adoption date apart from publication, and refuses one after the first version here', () => {
    const adopted = (day: string) => valid.replace('history:', `adopted: ${day}\nhistory:`);
    const early = parsePolicyFile('p.md', adopted('2018-05-25'));
    expect(early.problems).toEqual([]);
    expect(early.data?.adopted).toBe('2018-05-25');
    const late = parsePolicyFile('p.md', adopted('2026-01-01'));
    expect(formatProblems(late.problems)).toContain(
      'p.md:10: "adopted" (2026-01-01) must be on or before the first history entry (version 2.0, 2025-09-12)',
    );
    expect(policyRuleProblems(matter(adopted('2026-01-01')).data)).toEqual([
      expect.stringContaining('"adopted" (2026-01-01) must be on or before'),
    ]);
  });

  it('rejects a review date that does not come after the last review', () => {
    const { problems } = parsePolicyFile('p.md', valid.replace('next_review: 2027-09-14', 'next_review: 2026-01-01'));
    expect(formatProblems(problems)).toContain('p.md:9: "next_review" must come after "last_reviewed"');
  });

  it('reports invalid YAML with its line instead of crashing', () => {
    const { problems } = parseDocFile('f.md', '---\ntitle: A title\ndescription: [unclosed\n---\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe('f.md');
    expect(problems[0]!.message).toMatch(/not valid YAML/);
    expect(problems[0]!.line).toBeGreaterThan(1);
  });

  it('rejects tags on a policy or FAQ, which would not be shown, with their line', () => {
    const { problems } = parsePolicyFile(
      'p.md',
      valid.replace('sidebar_position: 1', 'sidebar_position: 1\ntags: [privacy]'),
    );
    expect(formatProblems(problems)).toContain('p.md:6: "tags" are not shown on policies and FAQs: remove them');
  });

  it('refuses a misspelt optional key at its line, naming the key it was meant to be', () => {
    const misspelt = valid.replace('next_review: 2027-09-14', 'next_review: 2027-09-14\ntender_pak: false');
    const { problems } = parsePolicyFile('p.md', misspelt);
    const line = misspelt.split('\n').indexOf('tender_pak: false') + 1;
    expect(formatProblems(problems)).toBe(`p.md:${line}: "tender_pak" is not a field; did you mean "tender_pack"?`);
  });

  it('reports a misspelt required key once, at its own line, and not as a missing date at line 1', () => {
    const misspelt = valid.replace('last_reviewed: 2026-09-14', 'last_reveiwed: 2026-09-14');
    const { problems } = parsePolicyFile('p.md', misspelt);
    const line = misspelt.split('\n').indexOf('last_reveiwed: 2026-09-14') + 1;
    const text = formatProblems(problems);
    expect(text).toContain(`p.md:${line}: "last_reveiwed" is not a field; did you mean "last_reviewed"?`);
    expect(text).not.toMatch(/^p\.md:1: "last_reviewed"/m);
  });

  it('refuses an unknown key on an FAQ page and a post, and lists the fields when nothing is close', () => {
    const faq = parseDocFile('f.md', valid.replace('owner: Data Protection Lead', 'colour: blue'));
    expect(formatProblems(faq.problems)).toMatch(
      /^f\.md:6: "colour" is not a field of this page: remove it, or use one of "title"/m,
    );
    expect(faq.problems.some((problem) => problem.message.includes('"owner"'))).toBe(false);
  });

  it('requires front matter at the top of the file', () => {
    const { problems } = parseDocFile('f.md', '# No front matter\n');
    expect(formatProblems(problems)).toBe('f.md:1: the file must start with front matter between two "---" lines');
  });
});

describe('post front matter', () => {
  const post = `---
title: A Carbon Reduction Plan for a facilities firm
description: How a growing facilities management firm measured its emissions and published a plan.
slug: carbon-reduction-plan-facilities
date: 2026-04-21
region: UK
type: case study
sector: Facilities management
value_band: under £25,000
duration: Eight working days
outcome: A plan signed and published before the tender closed
reference: true
---

Body.
`;

  it('accepts a complete post and reads its date as YYYY-MM-DD', () => {
    const { data, problems } = parsePostFile('blog/p.md', post);
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ date: '2026-04-21', region: 'UK', type: 'case study' });
  });

  it('names the line of every problem at once, with the allowed values and the length found', () => {
    const broken = post
      .replace('region: UK', 'region: Scotland')
      .replace('date: 2026-04-21', 'date: 21/04/2026')
      .replace('title: A Carbon Reduction Plan for a facilities firm', 'title: Short');
    const { data, problems } = parsePostFile('blog/p.md', broken);
    const text = formatProblems(problems);
    expect(text).toContain('blog/p.md:2: "title" must be 10 to 110 characters long (it is 5)');
    expect(text).toContain('blog/p.md:5: "date" must be a date written YYYY-MM-DD');
    expect(text).toContain('blog/p.md:6: "region" must be one of "UK", "UAE" (found Scotland)');
    expect(problems).toHaveLength(3);
    expect(data?.date).toBe('');
  });

  it("requires a case study's facts, each at its line, and refuses them on an article", () => {
    const withoutFacts = post
      .replace('value_band: under £25,000', 'value_band: about £20k')
      .replace(/^outcome: .*\n/m, '')
      .replace('reference: true', 'reference: maybe');
    const text = formatProblems(parsePostFile('blog/p.md', withoutFacts).problems);
    expect(text).toContain('blog/p.md:9: "value_band" must be one of "under £25,000", "£25,000 to £100,000"');
    expect(text).toContain('"outcome" is required and must be text');
    expect(text).toMatch(
      /blog\/p\.md:11: "reference" must be true \(a referee will speak to shortlisted buyers\) or false/,
    );
    const article = formatProblems(
      parsePostFile('blog/p.md', post.replace('type: case study', 'type: article')).problems,
    );
    expect(article).toContain('blog/p.md:8: "sector" is for case studies only (type: case study)');
  });
});

describe('approval of a signed document', () => {
  const signed = (approval: string, body = 'Body.\n') =>
    valid.replace('history:', `approval:\n${approval}\nhistory:`).replace('Body.\n', body);
  const lineOf = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

  it('accepts an approval on or after the latest version, with a signatory role from the evidence data', () => {
    const { data, problems } = parsePolicyFile(
      'p.md',
      signed('  approved_by: the Board of directors\n  signed_by: Managing Director\n  date: 2026-09-14'),
    );
    expect(problems).toEqual([]);
    expect(data?.approval).toEqual({
      approved_by: 'the Board of directors',
      signed_by: 'Managing Director',
      date: '2026-09-14',
    });
  });

  it('fails, at the approval line, when the latest version is dated after the approval', () => {
    const source = signed('  approved_by: the Board of directors\n  date: 2026-09-13');
    const { problems } = parsePolicyFile('p.md', source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'p.md', line: lineOf(source, 'approval:') });
    expect(problems[0]!.message).toMatch(/version 2\.1 is dated 2026-09-14, after the approval on 2026-09-13/);
  });

  it('names a signatory role the evidence data does not know, and a malformed date', () => {
    const { problems } = parsePolicyFile(
      'p.md',
      signed('  approved_by: the Board of directors\n  signed_by: Chief Executive\n  date: 14/09/2026'),
    );
    const messages = problems.map((p) => p.message).join('\n');
    expect(messages).toMatch(/"approval.signed_by" must be one of "Managing Director"/);
    expect(messages).toMatch(/"approval.date" must be a date written YYYY-MM-DD/);
  });

  it('fails, at the line of the prose, when an approval or signature is typed instead of recorded', () => {
    const body = 'Body.\n\nIt was approved by the Board on 20 July 2026.\n';
    const source = signed('  approved_by: the Board of directors\n  date: 2026-09-14', body);
    const { problems } = parsePolicyFile('p.md', source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: lineOf(source, 'approved by the Board on') });
    expect(problems[0]!.message).toMatch(/record it in the front matter's "approval"/);
  });

  it('requires a record where the text says the document is approved or signed', () => {
    const source = valid.replace('Body.\n', 'Body.\n\nThe Managing Director approves this policy.\n');
    const { problems } = parsePolicyFile('p.md', source);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/needs "approval"/);
  });
});
