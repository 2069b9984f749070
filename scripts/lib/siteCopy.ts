import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** Copies the site's files (no builds, nothing ignored) into `into`, sharing node_modules, to change and build apart. */
export function copySite(siteDir: string, into: string): string {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: siteDir, encoding: 'utf8' })
    .split('\n')
    // A tracked file deleted in the working tree is not part of the site.
    .filter((file) => file && existsSync(path.join(siteDir, file)));
  for (const file of files) cpSync(path.join(siteDir, file), path.join(into, file), { recursive: true });
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(into, 'node_modules'), 'dir');
  return into;
}
