/**
 * How many columns a grid of `count` cards gets at each width, so that row
 * lengths differ by at most one, and the short last row is centred (by
 * src/css/fitGrid.css): nine statistics fill 3 + 3 + 3, ten services 5 + 5,
 * seven cards 4 + 3, six items 3 + 3, not 4 + 2.
 *
 * The widths are the media queries in `src/css/fitGrid.css`: a phone below
 * `sm`, a tablet from `sm`, a laptop from `md` and a wide screen from `lg`.
 */
export const fitWidths = { sm: 576, md: 997, lg: 1200 } as const;
export type FitWidth = 'phone' | keyof typeof fitWidths;

/**
 * The most columns at each width. `compact` grids (statistics, short cards)
 * go two to a row on a phone and three on a tablet.
 */
function capAt(width: FitWidth, max: number, compact: boolean): number {
  const caps: Record<FitWidth, number> = {
    phone: compact ? 2 : 1,
    sm: compact ? 3 : 2,
    md: 3,
    lg: max,
  };
  return Math.min(caps[width], max);
}

/**
 * A last row fits when it is full, or one card short of full: then every row
 * differs from the others by at most one card. A grid of one row always fits.
 */
export function lastRowFits(count: number, columns: number): boolean {
  const last = count % columns;
  return count <= columns || last === 0 || last === columns - 1;
}

/**
 * The column count up to `max` with the fewest rows, where an unfilled last
 * row costs one row more; on a tie an exact fit wins, then more columns.
 */
export function fitColumns(count: number, max: number): number {
  let best = 1;
  let bestCost = count;
  for (let columns = 2; columns <= Math.min(max, count); columns += 1) {
    if (!lastRowFits(count, columns)) continue;
    const exact = count % columns === 0;
    const cost = Math.ceil(count / columns) + (exact ? 0 : 1);
    const bestExact = count % best === 0;
    if (cost < bestCost || (cost === bestCost && (exact || !bestExact))) {
      best = columns;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * The data attributes `src/css/fitGrid.css` lays out: `data-fit-phone`,
 * `-sm`, `-md` and `-lg`. Attributes rather than a class, so that Markdown
 * lists (plugins/fit-grid) get the same columns as React grids.
 */
export function fitGridAttributes(count: number, max: number, compact = false): Record<`data-fit-${FitWidth}`, string> {
  const at = (width: FitWidth) => String(fitColumns(count, capAt(width, max, compact)));
  return { 'data-fit-phone': at('phone'), 'data-fit-sm': at('sm'), 'data-fit-md': at('md'), 'data-fit-lg': at('lg') };
}
