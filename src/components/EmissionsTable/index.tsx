import type { ReactNode } from 'react';
import {
  carbonEmissions,
  formatTonnes,
  scope3Categories,
  scope3Total,
  totalEmissions,
  type EmissionsPeriod,
  type Scope3Category,
} from '@site/src/data/carbonEmissions';
import styles from './styles.module.css';

/**
 * One year of the Carbon Reduction Plan's emissions in PPN 006's form: each scope's total, then Scope 3's five
 * categories beneath it, then the total, every figure a number in the total column (src/data/carbonEmissions.ts).
 */
export default function EmissionsTable({ period }: { period: EmissionsPeriod }): ReactNode {
  const year = carbonEmissions[period];
  if (!year) throw new Error(`<EmissionsTable period="${String(period)}" />: use "baseline" or "current"`);
  const row = (label: string, value: number, kind?: 'category' | 'total') => (
    <tr key={label} className={kind ? styles[kind] : undefined}>
      <th scope="row">{label}</th>
      <td>{formatTonnes(value)}</td>
    </tr>
  );
  return (
    <table className={styles.table} data-emissions={period}>
      <thead>
        <tr>
          <th scope="col">Emissions</th>
          <th scope="col">Total (tCO2e)</th>
        </tr>
      </thead>
      <tbody>
        {row('Scope 1', year.scope1)}
        {row('Scope 2', year.scope2)}
        {row('Scope 3 (included sources)', scope3Total(year))}
        {(Object.keys(scope3Categories) as Scope3Category[]).map((category) =>
          row(scope3Categories[category], year.scope3[category], 'category'),
        )}
        {row('Total emissions', totalEmissions(year), 'total')}
      </tbody>
    </table>
  );
}
