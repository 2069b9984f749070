import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import leven from 'leven';

/**
 * The addresses of the FAQ questions as last published: a question's
 * address (`/faq/itsupport/#how-quickly-do-you-respond`) is derived from its
 * words, so rewording it would silently break every link and bookmark to it.
 * The build compares the questions with this record and names every address
 * that no longer opens a question, with the one line that keeps it
 * (EDITING.md). `npm run faq:anchors` records the current addresses at a
 * release.
 */
export const publishedAnchorsFile = 'plugins/faq/published-anchors.json';

/** Each FAQ page's question ids, by the page's slug without the slash. */
export type AnchorRecord = Record<string, string[]>;

/** The recorded addresses; none before the first release records them. */
export function readPublishedAnchors(siteDir: string): AnchorRecord {
  const file = path.join(siteDir, publishedAnchorsFile);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as AnchorRecord;
}

export function writePublishedAnchors(siteDir: string, record: AnchorRecord): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(siteDir, publishedAnchorsFile), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** A published address that no longer opens a question, the line of the question it most likely became, and what to do. */
export type LostAnchor = { file: string; line: number; id: string; message: string };

/**
 * Every recorded address that no question on its page has now, at the line
 * of the new question whose address is closest to it (the rewording, most
 * likely), or the page's first question. A page that is gone entirely is the
 * retired-page check's to report.
 */
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
