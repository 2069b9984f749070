/** Dates as the site writes them: days (YYYY-MM-DD) in the UK calendar, printed the GOV.UK way ("14 September 2026"). */

/** Month names written out: an Intl formatter costs ICU set-up while a page hydrates (performance.md). */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date typed as the site prints it: the checks that stop prose typing a date the front matter records use this. */
export function typedUkDate(flags?: string): RegExp {
  // A function rather than a constant, so a page that imports this module for formatUkDate carries no set-up.
  return new RegExp(`\\b\\d{1,2} (?:${monthNames.join('|')}) \\d{4}\\b`, flags);
}

/** The day a front-matter date names, whether YAML made it a Date or a string; undefined if it is not a real date. */
export function isoDay(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const day = value.slice(0, 10);
  // Date.parse accepts 2026-02-30; a round trip does not.
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : undefined;
}

/** "14 September 2026" for 2026-09-14, whatever the reader's time zone. */
export function formatUkDate(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return `${date} ${monthNames[month! - 1]} ${year}`;
}

/**
 * 01:00 GMT on the last Sunday of a month (0-based): when UK summer time begins (March) and ends (October), under the
 * Summer Time Act 1972, s.1(2), as substituted by the Summer Time Order 2002 (SI 2002/262).
 */
function lastSundayOneAmGmt(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today as YYYY-MM-DD in UK time, from the Act's rule: a zone-aware Intl formatter loads ICU's time-zone data, a long
 * task on a phone (performance.md). The unit test checks the rule against the platform's zone data.
 */
export function ukToday(now: Date = new Date()): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= lastSundayOneAmGmt(year, 2) && time < lastSundayOneAmGmt(year, 9);
  return new Date(summer ? time + 3_600_000 : time).toISOString().slice(0, 10);
}
