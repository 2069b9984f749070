import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

export function readPublishedAnchors(siteDir: string): AnchorRecord {
  return JSON.parse(readFileSync(path.join(siteDir, publishedAnchorsFile), 'utf8')) as AnchorRecord;
}

export function writePublishedAnchors(siteDir: string, record: AnchorRecord): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(siteDir, publishedAnchorsFile), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** A published address that no longer opens a question, with what an editor does about it. */
export type LostAnchor = { file: string; id: string; message: string };

/**
 * Every recorded address that no question on its page has now. A page that
 * is gone entirely is reported once, by its file.
 */
export function lostAnchors(
  published: AnchorRecord,
  current: readonly { slug: string; file: string; ids: readonly string[] }[],
): LostAnchor[] {
  const lost: LostAnchor[] = [];
  for (const [slug, ids] of Object.entries(published)) {
    const page = current.find((candidate) => candidate.slug === slug);
    if (!page) continue;
    for (const id of ids) {
      if (page.ids.includes(id)) continue;
      lost.push({
        file: page.file,
        id,
        message:
          `the question published at /faq/${slug}/#${id} is gone, so links to it land at the top of the page. ` +
          `If you reworded it, write {#${id}} at the end of its new heading to keep its address; ` +
          `if you removed it on purpose, this note goes when the addresses are next recorded (npm run faq:anchors).`,
      });
    }
  }
  return lost;
}
