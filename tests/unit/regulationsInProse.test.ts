import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, isMarkdown } from '../../scripts/lib/files';
import { regulations } from '../../src/data/regulations';

/**
 * A rule quoted on several pages is written once, in src/data/regulations.ts,
 * and printed with `<Regulation show="…" />`. These find a page that types one
 * by hand instead, so that a change of rule is one edit.
 */
const root = path.join(__dirname, '../..');

/** The Markdown files of a folder, as paths from the repository root. */
const markdownFiles = (folder: string) =>
  filesUnder(path.join(root, folder), isMarkdown).map((file) => path.relative(root, file));

const handTyped: { rule: string; pattern: RegExp }[] = [
  // PPN 006's threshold, and NHS England's tiers, which share its figure.
  {
    rule: 'ppn006Threshold or an NHS tier',
    pattern: /£5\s?(?:million|m)\b[^.]{0,12}\b(?:a year|per year|per annum|threshold)/i,
  },
  // PPN 014's scope: who it applies to, typed in a paragraph that names it.
  { rule: 'ppn014Scope', pattern: /PPN 014[^\n]*\b(?:central government departments|NHS bodies)\b/ },
];

/** Each hand-typed rule in a file's paragraphs, with its line. */
function typedRules(markdown: string): string[] {
  return markdown
    .split('\n')
    .flatMap((line, index) =>
      handTyped
        .filter(({ pattern }) => pattern.test(line.replace(/<Regulation show="\w+" \/>/g, '')))
        .map(({ rule }) => `${index + 1}: ${rule}`),
    );
}

describe('rules quoted on several pages', () => {
  it('are printed from the regulations data, never typed by hand', () => {
    const found = ['docs/policies', 'docs/faq', 'blog', 'src/pages']
      .flatMap(markdownFiles)
      .flatMap((file) => typedRules(readFileSync(path.join(root, file), 'utf8')).map((where) => `${file}:${where}`));
    expect(found).toEqual([]);
  });

  it('finds a hand-typed rule, and lets the printed one through', () => {
    expect(typedRules('Contracts worth more than £5 million a year need a plan.')).toEqual([
      '1: ppn006Threshold or an NHS tier',
    ]);
    expect(typedRules('PPN 014 applies to central government departments.')).toEqual(['1: ppn014Scope']);
    expect(typedRules('Contracts with <Regulation show="ppn006Threshold" /> need a plan.')).toEqual([]);
    expect(typedRules('PPN 014 applies to <Regulation show="ppn014Scope" />.')).toEqual([]);
  });

  it('has each rule in the words the handlers expect: no trailing full stop, one sentence', () => {
    for (const text of Object.values(regulations)) expect(text).toMatch(/^[a-zA-Z£].*[^.]$/);
  });
});
