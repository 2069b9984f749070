/** Records the FAQ questions' current addresses as published (plugins/faq/published-anchors.json), at a release. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContentIndex } from '../plugins/content-index';
import { publishedAnchorsFile } from '../plugins/faq/anchors';

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '..');
  // Recording anew: the addresses a removed question had are not a problem here, they are what changes.
  const { index, problems } = await loadContentIndex(siteDir, {});
  if (problems.length > 0) throw new Error('Fix the Markdown problems the build reports first.');
  const record = index.faqs
    .map((faq) => [faq.slug.slice(1), faq.questionIds] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(path.join(siteDir, publishedAnchorsFile), `${JSON.stringify(Object.fromEntries(record), null, 2)}\n`);
  const count = index.faqs.reduce((sum, faq) => sum + faq.questionIds.length, 0);
  console.log(`[faq] recorded ${count} question addresses on ${index.faqs.length} pages`);
}

void main();
