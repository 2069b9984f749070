// The headline figures: all on the Rugged Apps AI page, three on the home page. Each says what it rests on, because a
// buyer (and the ASA) will ask, and each is a result measured in our own work. Samples until the business confirms.

export type HeadlineStat = {
  /** The figure as printed, e.g. '80%' or 'Twice'. */
  value: string;
  /** The words that follow the figure. */
  label: string;
  /** How many it rests on, shown first: "Median of 14 client roll-outs, 2023–2026". */
  sample: string;
  /** What was measured, after the sample. */
  basis: string;
};

const stats = {
  errors: {
    value: '80%',
    label: 'fewer manual errors',
    sample: 'Median of 14 client roll-outs, 2023–2026',
    basis: 'Data-entry errors before and after scanning replaced paper forms.',
  },
  training: {
    value: '60%',
    label: 'less time to train new field staff',
    sample: 'Median of 9 clients',
    basis: 'Cut in the time new field staff take to work unsupervised, before and after guided app workflows.',
  },
  taskTime: {
    value: '50%',
    label: 'less time per inspection or stock task',
    sample: 'Median of 11 client projects',
    basis: 'Task time halved after the workflow was digitised.',
  },
  sameDayData: {
    value: '35–55%',
    label: "of managers' decisions moved to same-day data",
    sample: 'Range across 8 clients',
    basis:
      'Share of decisions made with same-day data up 35–55 percentage points, surveyed before and six months after go-live.',
  },
  tasksPerShift: {
    value: 'Twice',
    label: 'as many tasks completed per shift',
    sample: 'Median of 10 field teams',
    basis: 'Tasks completed per shift doubled after moving from paper to the app.',
  },
  reporting: {
    value: 'Half',
    label: 'the time to assemble a monthly compliance report',
    sample: 'Median of 7 clients',
    basis: 'Time to assemble a monthly compliance report, from app data rather than by hand.',
  },
  // Two falls in something counted: audit findings speak for all our services, missed checks for the IQ Suite.
  auditFindings: {
    value: '60%',
    label: 'fewer open audit findings',
    sample: 'Median of 6 clients',
    basis:
      'Fall in open medium- and high-rated audit findings, before and after our cyber security, quality or IQ Suite work.',
  },
  missedChecks: {
    value: '80%',
    label: 'fewer missed or late mandatory checks',
    sample: 'Median of 5 deployments',
    basis:
      'Fall in missed or late mandatory checks recorded in the IQ Suite, first quarter against fourth quarter of its first year.',
  },
  processCost: {
    value: '20–40%',
    label: 'lower running cost of a digitised process',
    sample: '7 of 9 clients in this range, the other two 12% and 46%',
    basis: 'First year, one process a client, excluding our fees.',
  },
} as const satisfies Record<string, HeadlineStat>;

/** Every headline figure, in the Rugged Apps AI page's order (CAP Code rules 3.1, 3.7 and 3.11: asa.org.uk). */
export const headlineStats: readonly HeadlineStat[] = Object.values(stats);

/** The home page's three, one of each kind (errors, risk, cost), so it stays short on a phone; it links to the rest. */
export const homeHeadlineStats: readonly HeadlineStat[] = [stats.errors, stats.auditFindings, stats.processCost];

/** Shown under every grid of headline figures. */
export const headlineStatsNote =
  'Results measured in our own client engagements. Individual results vary with each organisation, and none is guaranteed.';
