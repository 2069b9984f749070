import { Joi } from '@docusaurus/utils-validation';
import {
  formatClockTime,
  formatHours,
  formatWithin,
  helpDeskHours,
  officeHours,
  responseTargets,
  roundTheClock,
  type ResponseTargetKey,
} from '../serviceLevels';

/**
 * The service levels' shape and the rules that keep them believable. No
 * figure is pinned: the business may change any target and these stay green.
 */
const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const time = Joi.string().pattern(/^([01]\d|2[0-3]):[0-5]\d$/);

const hoursSchema = Joi.object({
  days: Joi.array()
    .items(Joi.string().valid(...dayNames))
    .min(1)
    .unique()
    .required(),
  opens: time.required(),
  closes: time.required(),
  timeZone: Joi.string().valid('Europe/London').required(),
  closedOn: Joi.string().min(10).required(),
});

const targetSchema = Joi.object({
  appliesTo: Joi.string().min(10).max(120).required(),
  action: Joi.string().required(),
  // One maximum: a range would leave a buyer unsure which end is promised.
  amount: Joi.number().integer().min(1).required(),
  aim: Joi.number().integer().min(1),
  unit: Joi.string().valid('minute', 'working day').required(),
  why: Joi.string().min(20).max(200).pattern(/\.$/).required(),
});

describe('service levels', () => {
  it.each([
    ['office', officeHours],
    ['help desk', helpDeskHours],
  ])('%s hours match the schema and open before they close', (_, hours) => {
    expect(hoursSchema.validate(hours).error?.message).toBeUndefined();
    expect(hours.opens < hours.closes).toBe(true);
  });

  it('rejects malformed hours, so the schema can fail', () => {
    const { error } = hoursSchema.validate({ ...officeHours, opens: '8am', days: ['Someday'] }, { abortEarly: false });
    expect(error?.details.map((detail) => detail.path.join('.')).sort()).toEqual(['days.0', 'opens']);
  });

  it.each(Object.entries(responseTargets))('the %s target matches the schema', (_, target) => {
    expect(targetSchema.validate(target).error?.message).toBeUndefined();
    if ('aim' in target) expect(target.aim).toBeLessThan(target.amount);
  });

  it('gives each target its own reason', () => {
    const reasons = Object.values(responseTargets).map((target) => target.why);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('names who the round-the-clock line is for and what it covers', () => {
    expect(roundTheClock.who.length).toBeGreaterThan(5);
    expect(roundTheClock.what.length).toBeGreaterThan(5);
  });
});

describe('formatting', () => {
  it('writes clock times the GOV.UK way', () => {
    expect(formatClockTime('08:00')).toBe('8am');
    expect(formatClockTime('18:30')).toBe('6:30pm');
    expect(formatClockTime('12:00')).toBe('midday');
    expect(formatClockTime('00:15')).toBe('12:15am');
  });

  it('prints the hours with their days, times and closed days', () => {
    const text = formatHours();
    expect(text).toContain(formatClockTime(officeHours.opens));
    expect(text).toContain(formatClockTime(officeHours.closes));
    expect(text).toContain(officeHours.closedOn);
    expect(text).toContain(officeHours.days[0]);
  });

  it.each(Object.keys(responseTargets) as ResponseTargetKey[])('prints the %s target with its unit', (key) => {
    const target = responseTargets[key];
    const aim = 'aim' in target ? ` \\(we aim for ${target.aim}\\)` : '';
    expect(formatWithin(key)).toMatch(new RegExp(`^within [a-z0-9]+ ${target.unit}s?${aim}$`));
    // One maximum, never a range.
    expect(formatWithin(key)).not.toMatch(/\d\s*[-–]\s*\d/);
  });
});
