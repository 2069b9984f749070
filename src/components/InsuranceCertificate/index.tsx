import type { ReactNode } from 'react';
import { company, evidence, formatAddress } from '@site/src/data/company';
import { formatUkDate } from '@site/src/utils/date';
import { insuranceDocument } from '@site/src/data/policyDocuments';
import styles from './styles.module.css';

/** Our summary of insurance cover: its particulars, from the evidence record the hub and the tender pack read too. */
export default function InsuranceCertificate(): ReactNode {
  const { insurance } = evidence;
  const particulars: [string, string][] = [
    ['Insured', `${company.legalName} (company number ${company.companyNumber})`],
    ['Address', formatAddress()],
    ['Insurer', insurance.insurer],
    ['Policy number', insurance.policyNumber],
    ['Period of insurance', `${formatUkDate(insurance.from)} to ${formatUkDate(insurance.renewal)}`],
    ['Professional indemnity', `${insurance.professionalIndemnity}, any one claim`],
    ['Public liability', `${insurance.publicLiability}, any one occurrence`],
    ["Employers' liability", `${insurance.employersLiability}, any one occurrence`],
  ];
  return (
    <table className={styles.certificate}>
      <caption>{insuranceDocument.title}</caption>
      <tbody>
        {particulars.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
