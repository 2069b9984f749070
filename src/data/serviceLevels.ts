/**
 * Every service level the site states, once: when we are open, what is
 * answered round the clock and for whom, and how quickly we answer each kind
 * of message. Pages show these through `<Company show="…" />` (Markdown) or by
 * importing them (React, structured data); `npm run lint:service-levels`
 * fails when a Markdown page types one instead.
 *
 * These are the business's own commitments: confirm them before launch
 * ("Configuration" in the README). Where two targets differ, `why` says so,
 * and the pages print it.
 */

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

export type RoundTheClock = {
  /** Who may use it. */
  who: string;
  /** What it covers. */
  what: string;
};

export type ResponseTargetKey =
  | 'urgentIncident'
  | 'enquiry'
  | 'complaint'
  | 'complaintResponse'
  | 'securityReport'
  | 'dataProtectionComplaint'
  | 'accessibilityFeedback';

export type ResponseTarget = {
  /** What the target applies to, as a list or table names it. */
  appliesTo: string;
  /** What happens within the time. */
  action: 'an engineer responds' | 'we reply' | 'we acknowledge it' | 'we send a full response';
  /** A number, or a range [from, to]. */
  amount: number | readonly [number, number];
  unit: 'minute' | 'working day';
  /** Why this target is what it is, where it differs from the others. */
  why: string;
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

export const roundTheClock = {
  who: 'clients on a managed-service contract',
  what: 'urgent incidents, through the out-of-hours line, and the monitoring of their systems',
} as const satisfies RoundTheClock;

export const responseTargets = {
  urgentIncident: {
    appliesTo: 'An urgent incident reported by a managed-service client',
    action: 'an engineer responds',
    amount: [15, 30],
    unit: 'minute',
    why: 'This is the only target that runs round the clock, including nights, Sundays and bank holidays, because it is part of the managed-service contract.',
  },
  enquiry: {
    appliesTo: 'An enquiry about our services',
    action: 'we reply',
    amount: 1,
    unit: 'working day',
    why: 'This is a first reply with an answer or a time to talk, not just an acknowledgement.',
  },
  complaint: {
    appliesTo: 'A complaint about our service',
    action: 'we acknowledge it',
    amount: 2,
    unit: 'working day',
    why: 'This gives us time to pass it to someone who was not involved and tell you who that is.',
  },
  complaintResponse: {
    appliesTo: 'A full response to a complaint, or to a request that the Managing Director review one',
    action: 'we send a full response',
    amount: 10,
    unit: 'working day',
    why: 'This gives us time to investigate; if we need longer, we say why and when you will hear from us.',
  },
  securityReport: {
    appliesTo: 'A report of a security weakness in our website or services',
    action: 'we acknowledge it',
    amount: 1,
    unit: 'working day',
    why: 'This is faster than for a complaint, because a weakness can be exploited while a report waits.',
  },
  dataProtectionComplaint: {
    appliesTo: 'A complaint about how we use personal data',
    action: 'we acknowledge it',
    amount: 2,
    unit: 'working day',
    why: 'This is the same as for any other complaint, and well inside the 30 days the law allows.',
  },
  accessibilityFeedback: {
    appliesTo: 'A request for another format, or a report of an accessibility problem',
    action: 'we reply',
    amount: 5,
    unit: 'working day',
    why: 'This is a full reply, with the information in the format you asked for or a date for the fix, so it can take longer than an acknowledgement.',
  },
} as const satisfies Record<ResponseTargetKey, ResponseTarget>;

const smallNumbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** GOV.UK style: numbers up to ten in words, ranges with an en dash. */
function formatAmount(amount: ResponseTarget['amount'], unit: ResponseTarget['unit']): string {
  if (typeof amount !== 'number') return `${amount[0]}–${amount[1]} ${unit}s`;
  const words = smallNumbers[amount] ?? String(amount);
  return `${words} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "within two working days" */
export function formatWithin(key: ResponseTargetKey): string {
  const target: ResponseTarget = responseTargets[key];
  return `within ${formatAmount(target.amount, target.unit)}`;
}

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
  return days.join(', ').replace(/, ([^,]*)$/, ' and $1');
}

/** "Monday to Saturday, 8am to 6:30pm (UK time), closed on bank holidays in England and Wales" */
export function formatHours(hours: OpeningHours = officeHours): string {
  return `${formatDays(hours.days)}, ${formatClockTime(hours.opens)} to ${formatClockTime(hours.closes)} (UK time), closed on ${hours.closedOn}`;
}

/** One sentence on the round-the-clock line, as shown beside the Support number. */
export function formatRoundTheClock(): string {
  return `24 hours a day, seven days a week, for ${roundTheClock.who}: ${roundTheClock.what}; an engineer responds to an urgent incident ${formatWithin('urgentIncident')}. Other calls in help-desk hours.`;
}
