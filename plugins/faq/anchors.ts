import leven from 'leven';
import { faqQuestions } from './questions';

/**
 * The FAQ questions' addresses as last published: rewording a question changes its address, so the build names every
 * recorded address that no longer opens a question, with the line that keeps it. `npm run faq:anchors` records them.
 */
export const publishedAnchorsFile = 'plugins/faq/published-anchors.json';

/** Each FAQ page's question ids, by the page's slug without the slash. */
export type AnchorRecord = Record<string, string[]>;

/** A published address that no longer opens a question, the line of the question it most likely became, and what to do. */
export type LostAnchor = { file: string; line: number; id: string; message: string };

/** Recorded addresses no question has now, at the line of the nearest new question (likely the rewording). */
export function lostAnchors(
  published: AnchorRecord,
  current: readonly { slug: string; file: string; questions: readonly { id: string; line: number }[] }[],
): LostAnchor[] {
  const lost: LostAnchor[] = [];
  for (const [slug, ids] of Object.entries(published)) {
    const page = current.find((candidate) => candidate.slug === slug);
    if (!page) continue;
    const added = page.questions.filter((question) => !ids.includes(question.id));
    for (const id of ids) {
      if (page.questions.some((question) => question.id === id)) continue;
      const [likely] = [...added].sort((a, b) => leven(id, a.id) - leven(id, b.id));
      lost.push({
        file: page.file,
        line: (likely ?? page.questions[0])?.line ?? 1,
        id,
        message:
          `the question published at /faq/${slug}/#${id} is gone, so every link to it would land at the top of the page. ` +
          `If you reworded a question, paste {#${id}} at the end of its new heading to keep its address; ` +
          `if you removed it on purpose, run "npm run faq:anchors" to record the page's addresses as they are now.`,
      });
    }
  }
  return lost;
}

/**
 * The page's Markdown with each lost address kept, as the build's message says: `{#id}` at the end of the new
 * question it most likely became. Undefined where that would not keep every address, as for a question removed with
 * none new, a new heading with an address of its own, one new question for two lost ones, or a heading over two lines.
 */
export function withAddressesKept(markdown: string, published: AnchorRecord, slug: string): string | undefined {
  const lost = lostAnchors(published, [{ slug, file: '', questions: faqQuestions(markdown) }]);
  const lines = markdown.split('\n');
  const taken = new Set<number>();
  for (const { line, id } of lost) {
    const heading = lines[line - 1] ?? '';
    if (taken.has(line) || /\{#[^}]*\}\s*$/.test(heading)) return undefined;
    taken.add(line);
    // After the heading's words: a closing "##" would otherwise show as words, and a "\r" is kept where it was.
    const [, words = heading, end = ''] = /^(.*?)(?:\s+#+)?\s*?(\r?)$/.exec(heading) ?? [];
    lines[line - 1] = `${words.trimEnd()} {#${id}}${end}`;
  }
  const kept = lines.join('\n');
  const stillLost = lostAnchors(published, [{ slug, file: '', questions: faqQuestions(kept) }]);
  return lost.length > 0 && stillLost.length === 0 ? kept : undefined;
}
