// npm run browser (part of npm test): finds a Chromium for the PDFs and page tests, or installs one and says which.
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
