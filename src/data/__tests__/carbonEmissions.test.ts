import { readFileSync } from 'node:fs';
import path from 'node:path';
import { carbonEmissions, formatTonnes, scope3Categories, scope3Total, totalEmissions } from '../carbonEmissions';

const plan = readFileSync(path.resolve(__dirname, '../../../docs/policies/carbonreductionplan.md'), 'utf8');

describe("the Carbon Reduction Plan's emissions, in PPN 006's form", () => {
  it.each(Object.entries(carbonEmissions))('%s: every scope a number, Scope 3 its five categories', (_, year) => {
    expect(Object.keys(year.scope3)).toEqual(Object.keys(scope3Categories));
    for (const value of [year.scope1, year.scope2, ...Object.values(year.scope3)]) {
      expect(Number.isFinite(value) && value >= 0).toBe(true);
    }
    expect(totalEmissions(year)).toBeCloseTo(year.scope1 + year.scope2 + scope3Total(year), 5);
    expect(year.from < year.to).toBe(true);
  });

  it('prints both years in the plan from this record, never as typed tables', () => {
    expect(plan).toContain('<EmissionsTable period="baseline" />');
    expect(plan).toContain('<EmissionsTable period="current" />');
    expect(plan).not.toMatch(/^\| Scope [123]/m);
  });

  it("states the fall in the plan's prose as the record gives it", () => {
    const fall = totalEmissions(carbonEmissions.baseline) - totalEmissions(carbonEmissions.current);
    const percent = Math.round((100 * fall) / totalEmissions(carbonEmissions.baseline));
    expect(plan).toContain(`fell by ${formatTonnes(fall)} tCO2e, ${percent}% against the 2022 baseline`);
    expect(plan).toContain(
      `| 2022 baseline, with 2022 factors         | ${formatTonnes(totalEmissions(carbonEmissions.baseline))}`,
    );
    expect(plan).toContain(
      `| 2025 activity, with 2025 factors (above) | ${formatTonnes(totalEmissions(carbonEmissions.current))}`,
    );
  });
});
