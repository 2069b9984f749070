/**
 * Dates as the site writes them: days (YYYY-MM-DD) in the UK calendar,
 * printed the GOV.UK way ("14 September 2026"). One place for the three
 * things that were written out in several components and plugins.
 */

/**
 * Month names, written out rather than taken from Intl.DateTimeFormat: a
 * formatter costs about 13 ms of ICU set-up the first time a page builds
 * one (50 ms on a phone), and dates are printed while a page hydrates. The
 * day is a calendar day, so there is no time zone to convert.
 */
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

/**
 * A date typed the way the site prints it ("14 September 2026"): the checks
 * that stop prose from typing a date the front matter records use this.
 */
export function typedUkDate(flags?: string): RegExp {
  // A function rather than a constant, so a page that imports this module for formatUkDate carries no set-up.
  return new RegExp(`\\b\\d{1,2} (?:${monthNames.join('|')}) \\d{4}\\b`, flags);
}

/**
 * The day a front-matter date names. YAML reads an unquoted 2026-01-31 as a
 * Date, the docs metadata keeps an ISO string, editors may quote it: either
 * way the day is what counts. Undefined for anything that is not a real date.
 */
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

/** Today as YYYY-MM-DD in UK time, the calendar the site's dates are written in. */
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}
