/**
 * Our Carbon Reduction Plan's emissions, once: the plan's two tables (on its page, in its PDF and in the tender pack)
 * print them in the form of PPN 006's template, each scope's total in the total column and Scope 3's five categories
 * beneath. In tonnes of CO2 equivalent, to one decimal place. Samples until the business confirms (./demonstration.ts).
 */

/** The five Scope 3 categories PPN 006's reporting standard asks for, in the template's order. */
export const scope3Categories = {
  upstreamTransport: 'Upstream transport and distribution',
  waste: 'Waste generated in operations',
  businessTravel: 'Business travel',
  commuting: 'Employee commuting',
  downstreamTransport: 'Downstream transport and distribution',
} as const;

export type Scope3Category = keyof typeof scope3Categories;

export type EmissionsYear = {
  /** The reporting period, YYYY-MM-DD. */
  from: string;
  to: string;
  scope1: number;
  scope2: number;
  scope3: Record<Scope3Category, number>;
};

export const carbonEmissions = {
  baseline: {
    from: '2022-01-01',
    to: '2022-12-31',
    scope1: 0,
    scope2: 6.8,
    scope3: { upstreamTransport: 0.4, waste: 0.3, businessTravel: 14.2, commuting: 18.6, downstreamTransport: 0 },
  },
  current: {
    from: '2025-01-01',
    to: '2025-12-31',
    scope1: 0,
    scope2: 4.9,
    scope3: { upstreamTransport: 0.3, waste: 0.2, businessTravel: 9.1, commuting: 12.4, downstreamTransport: 0 },
  },
} as const satisfies Record<string, EmissionsYear>;

export type EmissionsPeriod = keyof typeof carbonEmissions;

/** Sums to one decimal place, as the template prints them (0.1 + 0.2 is 0.3, not 0.30000000000000004). */
const tonnes = (values: readonly number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 10) / 10;

export const scope3Total = (year: EmissionsYear) => tonnes(Object.values(year.scope3));
export const totalEmissions = (year: EmissionsYear) => tonnes([year.scope1, year.scope2, scope3Total(year)]);

/** "40.3": one decimal place, as every figure in the plan. */
export const formatTonnes = (value: number) => value.toFixed(1);
