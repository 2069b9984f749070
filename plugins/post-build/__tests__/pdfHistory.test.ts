import { historyByYear } from '../pdfHistory';
import { versionHistory } from '../../../src/data/policyDetails';

describe("a PDF's version history", () => {
  it('prints one line a year, newest first, with the latest version of each year', () => {
    const rows = [
      { version: '2.6', date: '2026-11-29', summary: 'November review.' },
      { version: '2.1', date: '2026-09-14', summary: 'Annual review.' },
      { version: '2.0', date: '2025-09-12', summary: 'Relaunch.' },
      { version: '1.1', date: '2021-01-04', summary: 'UK GDPR.' },
    ];
    expect(historyByYear(rows)).toEqual([
      versionHistory.yearLine('2026', '2.6', 'November review.'),
      versionHistory.yearLine('2025', '2.0', 'Relaunch.'),
      versionHistory.yearLine('2021', '1.1', 'UK GDPR.'),
    ]);
  });
});
