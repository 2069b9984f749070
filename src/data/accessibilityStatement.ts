/** The accessibility statement's facts the hub shows too, recorded once. Dates are YYYY-MM-DD. */
export const accessibilityStatement = {
  standard: 'WCAG 2.2 AA',
  /** The wording of the government's model statement: "fully compliant", "partially compliant" or "not compliant". */
  status: 'partially compliant',
  prepared: '2026-11-21',
  lastReviewed: '2026-11-27',
  lastTested: '2026-11-21',
} as const satisfies {
  standard: string;
  status: 'fully compliant' | 'partially compliant' | 'not compliant';
  prepared: string;
  lastReviewed: string;
  lastTested: string;
};
