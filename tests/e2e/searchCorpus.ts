import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * Sections of the Markdown the site is built from, and for each a word that
 * appears in no other section: the search tests ask for that word, so they
 * keep testing "any answer can be found by the words in it" whatever an
 * editor writes, without pinning today's copy.
 */
export type CorpusSection = {
  /** Route of the page, e.g. /faq/cybersecurity/ */
  route: string;
  pageTitle: string;
  heading: string;
  body: string;
};

const docsRoot = path.join(__dirname, '../../docs');

function sectionsOf(folder: 'faq' | 'policies'): CorpusSection[] {
  return readdirSync(path.join(docsRoot, folder))
    .filter((name) => name.endsWith('.md') && !['index.md', 'mainpolicy.md'].includes(name))
    .sort()
    .flatMap((name) => {
      const { data, content } = matter(readFileSync(path.join(docsRoot, folder, name), 'utf8'));
      const route = `/${folder}/${String(data.slug ?? name.replace(/\.md$/, '')).replace(/^\//, '')}/`;
      // Search results point at the nearest heading above the words, whatever its level.
      return content
        .split(/^#{2,4} /m)
        .slice(1)
        .map((chunk) => {
          const [heading = '', ...rest] = chunk.split('\n');
          return { route, pageTitle: String(data.title), heading: heading.trim(), body: rest.join('\n') };
        });
    });
}

const words = (text: string) =>
  text
    .replace(/<[^>]+>|\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .toLowerCase()
    .match(/[a-z]{8,}/g) ?? [];

/** Each section with a word found in its body and nowhere else in the corpus. */
export function distinctiveWords(folder: 'faq' | 'policies'): { section: CorpusSection; word: string }[] {
  const sections = [...sectionsOf('faq'), ...sectionsOf('policies')];
  // Search matches word stems ("replacement" finds "replaced"), so words count
  // as the same when their first seven letters are.
  const stem = (word: string) => word.slice(0, 7);
  const counts = new Map<string, number>();
  for (const section of sections) {
    for (const key of new Set(words(`${section.pageTitle} ${section.heading} ${section.body}`).map(stem))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return sectionsOf(folder).flatMap((section) => {
    const unique = [...new Set(words(section.body))].filter((word) => counts.get(stem(word)) === 1).sort();
    return unique.length > 0 ? [{ section, word: unique[0]! }] : [];
  });
}

export function faqQuestions(): CorpusSection[] {
  return sectionsOf('faq');
}

/**
 * A word (eight letters or more) that appears in more sections of one page
 * than the search lists under a page, with that page's matching sections:
 * the test of "more on this page" searches for it.
 */
export function wordInManySections(atLeast: number): { word: string; pageTitle: string; sections: CorpusSection[] } {
  const candidates = (['faq', 'policies'] as const).flatMap((folder) => {
    const byRoute = new Map<string, CorpusSection[]>();
    for (const section of sectionsOf(folder))
      byRoute.set(section.route, [...(byRoute.get(section.route) ?? []), section]);
    return [...byRoute.values()].flatMap((sections) => {
      const counts = new Map<string, CorpusSection[]>();
      for (const section of sections) {
        for (const word of new Set(words(`${section.heading} ${section.body}`))) {
          counts.set(word, [...(counts.get(word) ?? []), section]);
        }
      }
      return [...counts].map(([word, matching]) => ({ word, pageTitle: sections[0]!.pageTitle, sections: matching }));
    });
  });
  const found = candidates
    .filter((candidate) => candidate.sections.length >= atLeast)
    .sort((a, b) => b.sections.length - a.sections.length || a.word.localeCompare(b.word))[0];
  if (!found) throw new Error(`No word appears in ${atLeast} sections of one page`);
  return found;
}
