// The headline figures the home page ("Our popular services") and the Rugged
// Apps AI page ("What our clients see") show: one list, with one documented
// difference. Each figure says what it is based on, because a buyer (and the
// ASA) will ask; none is a promise. These are the business's own figures:
// confirm each basis before launch (README, Configuration).

export type HeadlineStat = {
  /** The figure as printed, e.g. '80%' or '2X'. */
  value: string;
  /** The words that follow the figure. */
  label: string;
  /** What the figure is based on, shown beneath it. */
  basis: string;
};

export type HeadlineStatPage = 'home' | 'iqSuite';

const before: readonly HeadlineStat[] = [
  {
    value: '80%',
    label: 'fewer manual errors',
    basis:
      'Data-entry errors before and after scanning replaced paper forms; median of 14 client roll-outs, 2023–2026.',
  },
  {
    value: '60%',
    label: 'less time to train new field staff',
    basis:
      'Cut in the time new field staff take to work unsupervised, before and after guided app workflows; median of 9 clients.',
  },
  {
    value: '50%',
    label: 'less time per inspection or stock task',
    basis: 'Task time halved after the workflow was digitised; median of 11 client projects.',
  },
  {
    value: '35–55%',
    label: "of managers' decisions moved to same-day data",
    basis:
      'Share of decisions made with same-day data up 35–55 percentage points, surveyed before and six months after go-live; range across 8 clients.',
  },
  {
    value: '2X',
    label: 'tasks completed per shift',
    basis: 'Tasks completed per shift doubled after moving from paper to the app; median of 10 field teams.',
  },
  {
    value: '2X',
    label: 'faster monthly compliance reporting',
    basis:
      'Time to assemble a monthly compliance report halved, from app data rather than by hand; median of 7 clients.',
  },
];

/**
 * The one difference between the pages: the home page speaks for all our
 * services (audit findings), the IQ Suite page for the product (missed checks).
 * Each label names what was counted, never a wider outcome it cannot show
 * (CAP Code rules 3.1, 3.7 and 3.11: asa.org.uk).
 */
const riskStat: Record<HeadlineStatPage, HeadlineStat> = {
  home: {
    value: '60%',
    label: 'fewer open audit findings',
    basis:
      'Fall in open medium- and high-rated audit findings, last audit before our work against first after; median of 6 clients.',
  },
  iqSuite: {
    value: '80%',
    label: 'fewer missed or late mandatory checks',
    basis:
      'Fall in missed or late mandatory checks recorded in the IQ Suite, first quarter against fourth quarter of its first year; median of 5 deployments.',
  },
};

const after: readonly HeadlineStat[] = [
  {
    value: '20–40%',
    label: 'lower operating costs',
    basis: 'Change in the running cost of the digitised process in its first year, excluding our fees; 9 clients.',
  },
  {
    value: '15–20%',
    label: 'annual revenue growth clients reported after launch',
    basis:
      'Their own accounts for the two years after we launched a digital service for them, 6 clients, not verified by us; we claim no cause.',
  },
];

/** The nine figures for a page, in the order the specification gives. */
export function headlineStats(page: HeadlineStatPage): readonly HeadlineStat[] {
  return [...before, riskStat[page], ...after];
}

/**
 * The home page's three, one of each kind (errors, risk, cost), so that the
 * home page stays short on a phone; it links to the nine on the IQ Suite page.
 */
export function homeHeadlineStats(): readonly HeadlineStat[] {
  return [before[0]!, riskStat.home, after[0]!];
}

/** Shown under every grid of headline figures. */
export const headlineStatsNote =
  'Results measured in our own client engagements. Individual results vary with each organisation, and none is guaranteed.';
