import { readFileSync } from 'node:fs';

/**
 * The body rows of the Markdown tables in a page's prose, as cells of text:
 * what the tests compare the built page with.
 */
export function proseTableRows(file: string): string[][] {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  // The header row and the line under it.
  return rows.filter((cells, index) => !(index === 0 || cells.every((cell) => /^:?-+:?$/.test(cell))));
}
