// Figures for the home page's "Our Popular Services" section, kept as data so
// the wording is edited here and never inside a component.

export type PopularStat = {
  /** The figure as printed, e.g. '80%' or '2X'. */
  value: string;
  /** The words that follow the figure. */
  label: string;
};

export const popularServicesIntro =
  'What our most requested services are designed to deliver for organisations like yours.';

export const popularStats = [
  { value: '80%', label: 'fewer manual errors' },
  { value: '60%', label: 'faster onboarding and training' },
  { value: '50%', label: 'faster operations' },
  { value: '35-55%', label: 'more informed decisions' },
  { value: '2X', label: 'faster task completion' },
  { value: '2X', label: 'faster compliance reporting' },
  { value: '60%', label: 'reduction in audit risk exposure' },
  { value: '20-40%', label: 'lower operating costs' },
  { value: '15-20%', label: 'revenue growth per year' },
] as const satisfies readonly PopularStat[];
