// npm run swizzle:diff [Component]: each theme component we replace beside the
// installed theme's own (scripts/lib/themeComponents.ts), as a unified diff,
// so an upgrade's changes to what we copied can be carried over by hand.
import { spawnSync } from 'node:child_process';
import { sourceHash, themeComponents, upstreamSource } from './lib/themeComponents';

const only = process.argv[2];
for (const { file, component, hash } of themeComponents(process.cwd())) {
  if (only && component !== only) continue;
  const upstream = upstreamSource(process.cwd(), component);
  const changed = sourceHash(upstream) !== hash;
  console.log(`\n=== ${component}: ${file}${changed ? ' (the theme changed it since our tag)' : ''}`);
  spawnSync('diff', ['-u', upstream, file], { stdio: 'inherit' });
}
