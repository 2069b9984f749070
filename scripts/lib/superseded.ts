// The rule behind `npm run lint:content`: a paragraph may name a replaced
// rule or body only if it also names the replacement (as history, e.g.
// "PPN 006 (which replaced PPN 06/21)"). Pure, so the unit tests can call it.

import type { SupersededName } from '../../src/data/superseded';

export type Finding = { file: string; line: number; message: string };
type Paragraph = { start: number; lines: string[] };

/** Paragraphs as runs of non-blank lines with their first line; in a data file each line stands alone. */
function paragraphs(text: string, byLine: boolean): Paragraph[] {
  const result: Paragraph[] = [];
  let start: number | null = null;
  const lines = text.split(/\r?\n/);
  if (byLine) return lines.map((line, index) => ({ start: index, lines: [line] }));
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (start !== null) result.push({ start, lines: lines.slice(start, index) });
      start = null;
    } else if (start === null) start = index;
  });
  if (start !== null) result.push({ start, lines: lines.slice(start) });
  return result;
}

/** Every place in `text` naming a superseded item without its replacement in the same paragraph. */
export function findSupersededNames(file: string, text: string, names: readonly SupersededName[]): Finding[] {
  const findings: Finding[] = [];
  for (const paragraph of paragraphs(text, /\.(ts|tsx|mjs|js)$/.test(file))) {
    const whole = paragraph.lines.join('\n');
    for (const entry of names) {
      if (entry.replacementPattern.test(whole)) continue;
      const offset = paragraph.lines.findIndex((line) => entry.pattern.test(line));
      if (offset === -1) continue;
      findings.push({
        file,
        line: paragraph.start + offset + 1,
        message:
          `"${entry.name}" was replaced by "${entry.replacedBy}" on ${entry.since}: ` +
          `name "${entry.replacedBy}" instead, or beside it in the same paragraph (source: ${entry.source})`,
      });
    }
  }
  return findings;
}
