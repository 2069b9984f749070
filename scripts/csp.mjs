// Adds the Content-Security-Policy meta tag to every built HTML page
// (run by `npm run build` after `docusaurus build`, so it also covers the
// redirect pages that plugins write at the very end of the build).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withContentSecurityPolicy } from './lib/csp.mjs';

const outDir = process.argv[2] ?? 'build';
let count = 0;
for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.html')) continue;
  const full = path.join(outDir, file);
  writeFileSync(full, withContentSecurityPolicy(readFileSync(full, 'utf8')));
  count += 1;
}
console.log(`[csp] Content-Security-Policy added to ${count} pages in ${outDir}/`);
