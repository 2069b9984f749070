/** The accessibility statement's facts the hub shows too, recorded once. Dates are YYYY-MM-DD. */
export const accessibilityStatement = {
  standard: 'WCAG 2.2 AA',
  /** The wording of the government's model statement: "fully compliant", "partially compliant" or "not compliant". */
  status: 'partially compliant',
  prepared: '2026-11-21',
  lastReviewed: '2026-11-29',
  // The test that found the FAQ headings problem, on which the status changed.
  lastTested: '2026-11-23',
} as const satisfies {
  standard: string;
  status: 'fully compliant' | 'partially compliant' | 'not compliant';
  prepared: string;
  lastReviewed: string;
  lastTested: string;
};
