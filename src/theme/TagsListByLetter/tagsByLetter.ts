import type { TagsListItem } from '@docusaurus/utils';

export type LetterEntry = { letter: string; tags: TagsListItem[] };

/** Ordered as the collator orders plain labels: by their lower-case letters, then lower before upper case. */
function compareLabels(a: string, b: string): number {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}

/**
 * The tags grouped by their first letter, letters and tags in order: what the
 * theme's `listTagsByLetters` returns, without `localeCompare`. The first
 * `localeCompare` a page makes builds the browser's collator (a long task in
 * the middle of hydration; see src/theme/DocBreadcrumbs). A
 * unit test checks the order against the theme's for the site's own tags.
 */
export function tagsByLetter(tags: readonly TagsListItem[]): LetterEntry[] {
  const groups = new Map<string, TagsListItem[]>();
  for (const tag of tags) {
    const letter = tag.label[0]!.toUpperCase();
    const group = groups.get(letter);
    if (group) group.push(tag);
    else groups.set(letter, [tag]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareLabels(a, b))
    .map(([letter, letterTags]) => ({ letter, tags: letterTags.sort((a, b) => compareLabels(a.label, b.label)) }));
}
