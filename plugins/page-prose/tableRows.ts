import { readFileSync } from 'node:fs';

/** The body rows of a page's Markdown tables as text cells (a folded table as one): what the tests compare. */
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
  const isDelimiter = (cells: string[] | undefined) => cells?.every((cell) => /^:?-+:?$/.test(cell)) ?? false;
  // Less each table's header row (the row above a delimiter row) and the delimiter row: a long
  // table folds into a second table, with the same header, behind "More …".
  return rows.filter((cells, index) => !isDelimiter(cells) && !isDelimiter(rows[index + 1]));
}
