// npm run policies:review: policies past or within 30 days of next_review, and hub evidence expired or expiring
// within 30 days; exits 1 when any, so the weekly workflow fails and notifies. REVIEW_DATE=YYYY-MM-DD looks from another day.
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { complianceRows } from '../src/data/compliance';
import { securityTxtRecord } from '../src/data/securityTxt';

const dir = 'docs/policies';
const windowDays = 30;
const today = new Date(process.env.REVIEW_DATE ?? new Date().toISOString().slice(0, 10));
const day = 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

const policies = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, data: matter(readFileSync(`${dir}/${name}`, 'utf8')).data }))
  .filter(({ data }) => data.next_review)
  .map(({ name, data }) => ({
    what: `${data.title} (${data.owner}): next review`,
    where: `${dir}/${name}`,
    due: new Date(data.next_review),
  }));

const hubItems = complianceRows
  .filter((row) => row.date?.kind === 'expires')
  .map((row) => ({
    what: `${row.what}: expires`,
    where: 'src/data/evidence.ts (compliance hub)',
    due: new Date(row.date!.iso),
  }));

// The build stops once security.txt has expired: renew it with the disclosure policy's review.
const securityTxtItem = {
  what: 'security.txt: expires',
  where: 'src/data/securityTxt.ts',
  due: new Date(securityTxtRecord.expires),
};

const rows = [...policies, ...hubItems, securityTxtItem]
  .map((row) => ({ ...row, days: Math.round((row.due.getTime() - today.getTime()) / day) }))
  .sort((a, b) => a.due.getTime() - b.due.getTime());
const flagged = rows.filter((row) => row.days <= windowDays);

console.log(`Reviews and expiries as of ${iso(today)} (due within ${windowDays} days or overdue):`);
if (flagged.length === 0) console.log('  none: every policy and every hub item is in date.');
for (const row of flagged) {
  const when = row.days < 0 ? `OVERDUE by ${-row.days} days` : `due in ${row.days} days`;
  console.log(`  ${row.what} ${iso(row.due)}, ${when} (${row.where})`);
}
console.log(`\nAll ${rows.length} items by date:`);
for (const row of rows) console.log(`  ${iso(row.due)}  ${row.what}`);
if (flagged.length > 0) process.exitCode = 1;
