// npm run browser (part of npm test, before its slow steps): finds a Chromium for the PDFs and page tests, Firefox ESR
// for the Firefox checks and Java for the HTML checker, or installs each and says which; else stops with one sentence.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from '../plugins/shared/chromium';
import { browserSetupSteps, missingToolMessage, systemToolStep, systemTools } from './lib/browserSetup';

function find(): string | undefined {
  try {
    return chromiumExecutable();
  } catch {
    return undefined;
  }
}

const isRoot = process.getuid?.() === 0;
const hasAptGet = existsSync('/usr/bin/apt-get');
const steps = browserSetupSteps({ found: find(), isRoot, hasAptGet });

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

/** Whether each system tool is there, as the checks that use it look for it (tests/firefox/run.ts, html.spec.ts). */
const present = {
  firefox: () =>
    [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].some((file) => file && existsSync(file)),
  java: () => {
    const java = process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : 'java';
    return spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0;
  },
};

for (const key of ['firefox', 'java'] as const) {
  const tool = systemTools[key];
  for (const step of systemToolStep(tool, { found: present[key](), isRoot, hasAptGet })) {
    console.log(`[browser] ${step.say}`);
    spawnSync(step.command, step.args, { stdio: 'inherit' });
  }
  if (!present[key]()) {
    console.error(`[browser] ${missingToolMessage(tool)}`);
    process.exit(1);
  }
}
