import { readFileSync } from 'node:fs';
import path from 'node:path';

const guide = readFileSync(path.join(__dirname, '../../EDITING.md'), 'utf8');

describe("the editors' guide", () => {
  it('stays short enough to read: at most 2,000 words, the detail in the editing reference', () => {
    expect(guide.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(2000);
  });

  it('leads to every section of the reference it names', () => {
    const reference = readFileSync(path.join(__dirname, '../../docs/maintaining/editing-reference.md'), 'utf8');
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-');
    const sections = new Set([...reference.matchAll(/^#{2,3} (.+)$/gm)].map((match) => slug(match[1]!)));
    const named = [...guide.matchAll(/editing-reference\.md#([\w-]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((anchor) => !sections.has(anchor))).toEqual([]);
  });
});
