import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { TagsListItem } from '@docusaurus/utils';
import { tagsByLetter } from '../tagsByLetter';

const tag = (label: string): TagsListItem => ({
  label,
  permalink: `/insights/tags/${label}/`,
  count: 1,
  description: undefined,
});
/** The theme's rule (theme-common's listTagsByLetters): by first letter, letters and labels by `localeCompare`. */
function collatorOrder(tags: TagsListItem[]): [string, string[]][] {
  const letters = [...new Set(tags.map((item) => item.label[0]!.toUpperCase()))].sort((a, b) => a.localeCompare(b));
  return letters.map((letter) => [
    letter,
    tags
      .filter((item) => item.label[0]!.toUpperCase() === letter)
      .map((item) => item.label)
      .sort((a, b) => a.localeCompare(b)),
  ]);
}
const order = (entries: { letter: string; tags: TagsListItem[] }[]) =>
  entries.map((entry) => [entry.letter, entry.tags.map((item) => item.label)]);

describe('tags by letter, without the collator', () => {
  it("orders the site's own tags as the collator does", () => {
    const file = path.join(__dirname, '../../../../blog/tags.yml');
    const tags = Object.values(load(readFileSync(file, 'utf8')) as Record<string, { label: string }>).map((entry) =>
      tag(entry.label),
    );
    expect(tags.length).toBeGreaterThan(1);
    expect(order(tagsByLetter(tags))).toEqual(collatorOrder(tags));
  });

  it('orders mixed case, spaces and shared prefixes as the collator does', () => {
    const tags = ['cyber security', 'Cyber', 'Case study', 'carbon', 'Cyber-security', 'AI', 'apps', 'Zebra'].map(tag);
    expect(order(tagsByLetter(tags))).toEqual(collatorOrder(tags));
  });
});
