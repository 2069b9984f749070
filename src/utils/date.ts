/**
 * Dates as the site writes them: days (YYYY-MM-DD) in the UK calendar,
 * printed the GOV.UK way ("14 September 2026"). One place for the three
 * things that were written out in several components and plugins.
 */

const ukDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

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
  return ukDateFormat.format(new Date(`${day}T00:00:00Z`));
}

/** Today as YYYY-MM-DD in UK time, the calendar the site's dates are written in. */
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}
