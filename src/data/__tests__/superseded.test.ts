import { alignedStandardList, evidence, formatEdition } from '../evidence';
import { supersededNames } from '../superseded';
import { findSupersededNames } from '../../../scripts/lib/superseded';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe('the list of superseded names', () => {
  it.each(supersededNames.map((entry) => [entry.name, entry]))('%s is complete and consistent', (_, entry) => {
    expect(entry.since).toMatch(isoDate);
    expect(Number.isNaN(Date.parse(entry.since))).toBe(false);
    expect(entry.source).toMatch(
      // The regulator's or the standards body's own page.
      /^https:\/\/(www\.)?(gov\.uk|legislation\.gov\.uk|ico\.org\.uk|reportfraud\.police\.uk|iso\.org|cencenelec\.eu)\//,
    );
    expect(entry.pattern.test(entry.name)).toBe(true);
    expect(entry.replacementPattern.test(entry.replacedBy)).toBe(true);
    // A name may not count as its own replacement, or the check would pass everything.
    expect(entry.replacementPattern.test(entry.name)).toBe(false);
  });

  it('leaves no standard we align with at a superseded edition (src/data/evidence.ts)', () => {
    for (const standard of alignedStandardList(evidence.alignedStandards)) {
      const edition = formatEdition(standard);
      const replaced = supersededNames.find((entry) => entry.pattern.test(edition));
      expect({ edition, replacedBy: replaced?.replacedBy }).toEqual({ edition, replacedBy: undefined });
    }
  });

  it('names each superseded item once', () => {
    const names = supersededNames.map((entry) => entry.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('findSupersededNames', () => {
  const markdown = [
    '---',
    'title: Sample',
    '---',
    '',
    'Report a suspected fraud to Action Fraud straight away.',
    '',
    'Report Fraud replaced Action Fraud on 4 December 2025; use Report Fraud.',
    '',
    'Our plans follow PPN 006 (which replaced PPN 06/21).',
    '',
    'A list that still says',
    'PPN 06/21 on its second line.',
  ].join('\n');

  it('reports a superseded name without its replacement, with file, line and the name to use', () => {
    const findings = findSupersededNames('docs/sample.md', markdown, supersededNames);
    expect(findings).toHaveLength(2);
    expect(findings[0]!).toMatchObject({ file: 'docs/sample.md', line: 5 });
    expect(findings[0]!.message).toContain('"Report Fraud"');
    expect(findings[1]).toMatchObject({ line: 12 });
    expect(findings[1]!.message).toContain('"PPN 006"');
  });

  it('passes text that names only current rules, or names the old one beside the new', () => {
    const current = 'Report fraud to Report Fraud.\n\nPPN 006 (which replaced PPN 06/21) applies.';
    expect(findSupersededNames('docs/ok.md', current, supersededNames)).toEqual([]);
  });

  it('treats each line of a data file as its own paragraph', () => {
    const data = "  a: 'Follows PPN 006.',\n  b: 'Follows PPN 06/21.',\n";
    const findings = findSupersededNames('src/data/sample.ts', data, supersededNames);
    expect(findings).toEqual([expect.objectContaining({ line: 2 })]);
  });

  it('does not mistake the current automated-decision articles for the old Article 22', () => {
    expect(findSupersededNames('docs/a.md', 'Articles 22A to 22D apply.', supersededNames)).toEqual([]);
    expect(findSupersededNames('docs/a.md', 'Article 22 applies.', supersededNames)).toHaveLength(1);
  });
});
