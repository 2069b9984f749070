import { fitColumns, fitGridAttributes, lastRowFits } from '../columns';

/** The rule the page test checks in the browser: row lengths differ by at most one. */
function rowsFit(count: number, columns: number): boolean {
  const rows = Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));
  return Math.max(...rows) - Math.min(...rows) <= 1;
}

describe('fitColumns', () => {
  it('fills the counts the site has as a buyer would expect', () => {
    expect(fitColumns(9, 4)).toBe(3);
    expect(fitColumns(9, 5)).toBe(3);
    expect(fitColumns(10, 5)).toBe(5);
    expect(fitColumns(10, 4)).toBe(2);
    expect(fitColumns(7, 4)).toBe(4);
    expect(fitColumns(8, 4)).toBe(4);
    expect(fitColumns(6, 4)).toBe(3);
    expect(fitColumns(5, 5)).toBe(5);
    expect(fitColumns(5, 3)).toBe(3);
    expect(fitColumns(2, 4)).toBe(2);
    expect(fitColumns(3, 4)).toBe(3);
  });

  it('never leaves rows that differ by more than one card, for any count and cap', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (let max = 1; max <= 5; max += 1) {
        const columns = fitColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        expect(lastRowFits(count, columns)).toBe(true);
        expect(rowsFit(count, columns)).toBe(true);
      }
    }
  });
});

describe('fitGridAttributes', () => {
  it('gives one column on a phone unless the grid is compact, then two', () => {
    expect(fitGridAttributes(9, 4)['data-fit-phone']).toBe('1');
    expect(fitGridAttributes(9, 4, true)['data-fit-phone']).toBe('2');
  });

  it('never uses more columns on a narrower screen', () => {
    for (let count = 1; count <= 12; count += 1) {
      const attributes = fitGridAttributes(count, 5, true);
      const columns = ['data-fit-phone', 'data-fit-sm', 'data-fit-md', 'data-fit-lg'].map((key) =>
        Number(attributes[key as keyof typeof attributes]),
      );
      expect([...columns].sort((a, b) => a - b)).toEqual(columns);
    }
  });
});
