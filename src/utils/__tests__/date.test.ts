import { formatUkDate, isoDay, ukToday } from '../date';

describe('dates', () => {
  it('reads the day from a YAML Date, an ISO string or a quoted day', () => {
    expect(isoDay(new Date('2026-09-14T00:00:00Z'))).toBe('2026-09-14');
    expect(isoDay('2026-09-14T00:00:00.000Z')).toBe('2026-09-14');
    expect(isoDay('2026-09-14')).toBe('2026-09-14');
  });

  it('rejects what is not a real day', () => {
    expect(isoDay('14/09/2026')).toBeUndefined();
    expect(isoDay('2026-02-30')).toBeUndefined();
    expect(isoDay(new Date('not a date'))).toBeUndefined();
    expect(isoDay(20260914)).toBeUndefined();
  });

  it('prints a day the GOV.UK way in any time zone', () => {
    expect(formatUkDate('2026-09-14')).toBe('14 September 2026');
    expect(formatUkDate('2027-01-01')).toBe('1 January 2027');
  });

  it('prints every day of a leap year and the years beside it as Intl does in en-GB', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const days: string[] = [];
    for (let time = Date.UTC(2027, 0, 1); time <= Date.UTC(2029, 11, 31); time += 86_400_000) {
      days.push(new Date(time).toISOString().slice(0, 10));
    }
    expect(days).toHaveLength(365 * 3 + 1);
    for (const day of days) expect(formatUkDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  });

  it('takes today from the UK calendar', () => {
    // 23:30 UTC on 31 May is already 1 June in British Summer Time.
    expect(ukToday(new Date('2026-05-31T23:30:00Z'))).toBe('2026-06-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    // Summer time begins at 01:00 GMT on the last Sunday in March and ends at 01:00 GMT on the last Sunday in October.
    expect(ukToday(new Date('2027-03-27T23:00:00Z'))).toBe('2027-03-27');
    expect(ukToday(new Date('2027-03-28T23:00:00Z'))).toBe('2027-03-29');
    expect(ukToday(new Date('2027-10-30T23:00:00Z'))).toBe('2027-10-31');
    expect(ukToday(new Date('2027-10-31T23:00:00Z'))).toBe('2027-10-31');
  });

  it("agrees with the platform's Europe/London zone at every half-hour from 2026 to 2036", () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
    const wrong: string[] = [];
    let checked = 0;
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2037, 0, 1); time += 1_800_000) {
      const now = new Date(time);
      if (ukToday(now) !== zone.format(now)) wrong.push(now.toISOString());
      checked += 1;
    }
    expect(checked).toBeGreaterThan(190_000);
    expect(wrong).toEqual([]);
  });
});
