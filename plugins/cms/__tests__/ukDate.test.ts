import { fromTyped, toShown } from '../browser/ukDate';

describe("the editor's dates, day first", () => {
  it('keeps a whole, real date typed day first as the YYYY-MM-DD the build reads', () => {
    expect(fromTyped('25/11/2026')).toBe('2026-11-25');
    expect(fromTyped('5/1/2027')).toBe('2027-01-05');
    expect(fromTyped('2026-11-25')).toBe('2026-11-25');
  });

  it('keeps anything else as typed, for the field to refuse', () => {
    for (const typed of ['31/02/2026', '25/11/26', '11/25/2026', '25 November 2026', '2026-13-01', '']) {
      expect(fromTyped(typed)).toBe(typed);
    }
  });

  it('shows a kept day day first, and the same day as it was typed', () => {
    expect(toShown('2026-11-25')).toBe('25/11/2026');
    expect(toShown(fromTyped('25/11/2026'))).toBe('25/11/2026');
    expect(toShown('25/11/20')).toBe('25/11/20');
    expect(toShown(undefined)).toBe('');
  });
});
