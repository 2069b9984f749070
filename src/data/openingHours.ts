/** Office and help-desk hours, which every page's footer shows: a module apart, so the footer carries nothing else. */
import { listInProse } from '../utils/listInProse';

/** schema.org day names, Monday first. */
export const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayName = (typeof week)[number];

export type OpeningHours = {
  /** schema.org day names. */
  days: readonly DayName[];
  /** 24-hour clock, HH:MM, UK time. */
  opens: string;
  closes: string;
  timeZone: 'Europe/London';
  /** Days we are closed even when they fall on an opening day. */
  closedOn: string;
};

/** The office, and the help desk that keeps the same hours. */
export const officeHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '08:00',
  closes: '18:30',
  timeZone: 'Europe/London',
  closedOn: 'bank holidays in England and Wales',
} as const satisfies OpeningHours;

/** The help desk answers in office hours; named apart so a page says which it means. */
export const helpDeskHours: OpeningHours = officeHours;

/** GOV.UK style clock times: 8am, 6:30pm, midday. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (hours === 12 && minutes === 0) return 'midday';
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${twelveHour}${suffix}` : `${twelveHour}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** "Monday to Saturday" for a run of days, else a list. */
function formatDays(days: readonly DayName[]): string {
  const indexes = days.map((day) => week.indexOf(day));
  const consecutive = indexes.every((index, position) => position === 0 || index === indexes[position - 1]! + 1);
  if (days.length > 2 && consecutive) return `${days[0]} to ${days[days.length - 1]}`;
  return listInProse(days);
}

/** "Monday to Saturday, 8am to 6:30pm (UK time), closed on bank holidays in England and Wales" */
export function formatHours(hours: OpeningHours = officeHours): string {
  return `${formatDays(hours.days)}, ${formatClockTime(hours.opens)} to ${formatClockTime(hours.closes)} (UK time), closed on ${hours.closedOn}`;
}

/** What our targets count in: "a day our office is open (Monday to Saturday), except bank holidays in England and Wales". */
export function formatWorkingDay(hours: OpeningHours = officeHours): string {
  return `a day our office is open (${formatDays(hours.days)}), except ${hours.closedOn}`;
}
