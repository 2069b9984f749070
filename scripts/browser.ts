// npm run browser (part of npm test): makes sure there is a Chromium for the
// PDF step and the page tests, so `npm ci && npm test` sets up a fresh machine.
// It uses the tests' own finder (CHROMIUM_PATH, Debian's chromium, Playwright's)
// and, when none is found, installs one and says what it installs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from '../plugins/shared/chromium';
import { browserSetupSteps } from './lib/browserSetup';

function find(): string | undefined {
  try {
    return chromiumExecutable();
  } catch {
    return undefined;
  }
}

const steps = browserSetupSteps({
  found: find(),
  isRoot: process.getuid?.() === 0,
  hasAptGet: existsSync('/usr/bin/apt-get'),
});

for (const step of steps) {
  console.log(`[browser] ${step.say}`);
  spawnSync(step.command, step.args, { stdio: 'inherit' });
  if (find()) break;
}

try {
  console.log(`[browser] Chromium for the tests: ${chromiumExecutable()}`);
} catch (error) {
  console.error(`[browser] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
