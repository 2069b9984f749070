/**
 * Every service level the site states, once: opening hours, what is answered round the clock, and response targets.
 * `npm run lint:content` fails when Markdown types one. The business's own commitments: confirm before launch.
 */

export * from './openingHours';

export type RoundTheClock = {
  /** Who may use it. */
  who: string;
  /** What it covers. */
  what: string;
  /** Who watches alerts outside office hours, given the partner's name: a function, so this module needs no evidence data. */
  outOfHours: (partner: string) => string;
  /** What starts the urgent-incident clock. */
  trigger: string;
};

export type ResponseTargetKey =
  | 'urgentIncident'
  | 'enquiry'
  | 'tenderQuestion'
  | 'complaint'
  | 'complaintResponse'
  | 'securityReport'
  | 'dataProtectionComplaint'
  | 'dataProtectionComplaintResponse'
  | 'accessibilityFeedback'
  | 'whistleblowingConcern';

export type ResponseTarget = {
  /** What the target applies to, as a list or table names it. */
  appliesTo: string;
  /** What happens within the time. */
  action: 'an engineer responds' | 'we reply' | 'we acknowledge it' | 'we send a full response';
  /** The most it takes: a service level has one maximum, never a range. */
  amount: number;
  /** What we aim for, where it is sooner than the maximum. */
  aim?: number;
  unit: 'minute' | 'working day';
  /** Why this target is what it is, where it differs from the others. */
  why: string;
};

export const roundTheClock = {
  who: 'clients on a managed-service contract',
  what: 'urgent incidents, through the out-of-hours line, and the monitoring of their systems',
  outOfHours: (partner) =>
    `In office hours our own engineers look at every alert. Outside them, alerts go to the security operations centre of our partner, ${partner}, whose analysts filter out false alarms and wake our on-call engineer for anything genuine.`,
  trigger:
    'an urgent incident reported on the out-of-hours line, or an alert that the analysts or our engineers confirm as genuine and high severity',
} as const satisfies RoundTheClock;

export const responseTargets = {
  urgentIncident: {
    appliesTo: 'An urgent incident, or a confirmed high-severity alert, for a managed-service client',
    action: 'an engineer responds',
    amount: 30,
    aim: 15,
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
  tenderQuestion: {
    appliesTo: 'A question about a tender, or a request for evidence, sent to the tenders mailbox',
    action: 'we reply',
    amount: 1,
    unit: 'working day',
    why: 'Tender clarification deadlines are fixed, so the bid team answers with the document or the answer itself, not an acknowledgement.',
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
  dataProtectionComplaintResponse: {
    appliesTo: 'A full response to a complaint about how we use personal data',
    action: 'we send a full response',
    amount: 10,
    unit: 'working day',
    why: 'This is the same as for any other complaint; the law asks for the outcome without undue delay, and if an investigation needs longer we tell you why and when you will hear from us.',
  },
  accessibilityFeedback: {
    appliesTo: 'A request for another format, or a report of an accessibility problem',
    action: 'we reply',
    amount: 5,
    unit: 'working day',
    why: 'This is a full reply, with the information in the format you asked for or a date for the fix, so it can take longer than an acknowledgement.',
  },
  whistleblowingConcern: {
    appliesTo: 'A concern raised under our Whistleblowing Policy',
    action: 'we acknowledge it',
    amount: 5,
    unit: 'working day',
    why: 'This gives the director who receives it time to arrange a confidential meeting, if you want one, in the same reply.',
  },
} as const satisfies Record<ResponseTargetKey, ResponseTarget>;

const smallNumbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** GOV.UK style: numbers up to ten in words. */
function formatAmount(amount: number, unit: ResponseTarget['unit']): string {
  const words = smallNumbers[amount] ?? String(amount);
  return `${words} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "within two working days", or "within 30 minutes (we aim for 15)" */
export function formatWithin(key: ResponseTargetKey): string {
  const target: ResponseTarget = responseTargets[key];
  const within = `within ${formatAmount(target.amount, target.unit)}`;
  return target.aim === undefined ? within : `${within} (we aim for ${target.aim})`;
}

/** One sentence on the round-the-clock line, as shown beside the Support number. */
export function formatRoundTheClock(): string {
  return `24 hours a day, seven days a week, for ${roundTheClock.who}: ${roundTheClock.what}; an engineer responds to an urgent incident ${formatWithin('urgentIncident')}. Other calls in help-desk hours.`;
}
