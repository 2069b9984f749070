// npm run policies:review — which policies are due for review: past their
// next_review date, or within 30 days of it. A report, not a test.
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';

const dir = 'docs/policies';
const windowDays = 30;
const today = new Date(process.env.REVIEW_DATE ?? new Date().toISOString().slice(0, 10));
const day = 24 * 60 * 60 * 1000;

const rows = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, data: matter(readFileSync(`${dir}/${name}`, 'utf8')).data }))
  .filter(({ data }) => data.next_review)
  .map(({ name, data }) => {
    const due = new Date(data.next_review);
    return { file: `${dir}/${name}`, title: data.title, owner: data.owner, due, days: Math.round((due - today) / day) };
  })
  .sort((a, b) => a.due - b.due);

const flagged = rows.filter((row) => row.days <= windowDays);
console.log(`Policy reviews as of ${today.toISOString().slice(0, 10)} (due within ${windowDays} days or overdue):`);
if (flagged.length === 0) console.log('  none — every policy is in date.');
for (const row of flagged) {
  const when = row.days < 0 ? `OVERDUE by ${-row.days} days` : `due in ${row.days} days`;
  console.log(
    `  ${row.title} (${row.owner}): next review ${row.due.toISOString().slice(0, 10)}, ${when} — ${row.file}`,
  );
}
console.log(`\nAll ${rows.length} policies by next review:`);
for (const row of rows) console.log(`  ${row.due.toISOString().slice(0, 10)}  ${row.title}`);
