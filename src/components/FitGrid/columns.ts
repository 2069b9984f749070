/**
 * How many columns a grid of `count` cards gets at each width of src/css/fitGrid.css, so row lengths differ by at
 * most one and a short last row is centred: nine as 3 + 3 + 3, seven as 4 + 3, six as 3 + 3, not 4 + 2.
 */
export const fitWidths = { sm: 576, md: 997, lg: 1200 } as const;
export type FitWidth = 'phone' | keyof typeof fitWidths;

/** The most columns at each width; `compact` grids go two to a row on a phone and three on a tablet. */
function capAt(width: FitWidth, max: number, compact: boolean): number {
  const caps: Record<FitWidth, number> = {
    phone: compact ? 2 : 1,
    sm: compact ? 3 : 2,
    md: 3,
    lg: max,
  };
  return Math.min(caps[width], max);
}

/** A last row fits when it is full or one card short; a grid of one row always fits. */
export function lastRowFits(count: number, columns: number): boolean {
  const last = count % columns;
  return count <= columns || last === 0 || last === columns - 1;
}

/** The column count up to `max` with the fewest rows (an unfilled last row costs one more); ties: exact fit, then more. */
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

/** The data attributes fitGrid.css lays out: attributes, so Markdown lists (plugins/fit-grid) get the same columns. */
export function fitGridAttributes(count: number, max: number, compact = false): Record<`data-fit-${FitWidth}`, string> {
  const at = (width: FitWidth) => String(fitColumns(count, capAt(width, max, compact)));
  return { 'data-fit-phone': at('phone'), 'data-fit-sm': at('sm'), 'data-fit-md': at('md'), 'data-fit-lg': at('lg') };
}
