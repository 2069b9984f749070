import { complianceRows, describeDate } from '../compliance';
import { proofStrip } from '../proofStrip';

describe('compliance hub dates', () => {
  it('shows a passed expiry as expired, never as current', () => {
    expect(describeDate({ kind: 'expires', iso: '2026-03-03' }, '2026-03-04')).toEqual({
      text: 'expired 3 March 2026',
      expired: true,
    });
  });

  it('shows a future or same-day expiry as still valid', () => {
    expect(describeDate({ kind: 'expires', iso: '2026-03-03' }, '2026-03-03').expired).toBe(false);
    expect(describeDate({ kind: 'expires', iso: '2026-03-03' }, '2026-01-01').text).toMatch(/^expires /);
  });

  it('never marks a review date as expired', () => {
    expect(describeDate({ kind: 'reviewed', iso: '2020-01-01' }, '2026-11-22').expired).toBe(false);
  });

  it('writes every row date as YYYY-MM-DD and every link as a site path', () => {
    for (const row of complianceRows) {
      if (row.date) expect(row.date.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (row.link) expect(row.link.href).toMatch(/^\//);
    }
  });
});

describe('compliance row anchors', () => {
  it('gives every row a unique anchor made of lower-case words and hyphens', () => {
    const ids = complianceRows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('points every proof on the home page at a row that exists', () => {
    const ids = new Set(complianceRows.map((row) => row.id));
    expect(proofStrip.points.length).toBeGreaterThan(0);
    for (const point of proofStrip.points) expect(ids.has(point.rowId)).toBe(true);
  });
});
