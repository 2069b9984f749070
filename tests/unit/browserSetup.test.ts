import { browserSetupSteps, missingToolMessage, systemToolStep, systemTools } from '../../scripts/lib/browserSetup';

describe('getting a browser for the tests', () => {
  it('does nothing when a Chromium is already there', () => {
    expect(browserSetupSteps({ found: '/usr/bin/chromium', isRoot: true, hasAptGet: true })).toEqual([]);
  });

  it("tries Playwright's download first, then Debian's package as root", () => {
    const steps = browserSetupSteps({ found: undefined, isRoot: true, hasAptGet: true });
    expect(steps.map((step) => step.args.join(' '))).toEqual([
      'playwright install chromium',
      expect.stringContaining('apt-get install -y -qq chromium'),
    ]);
    // Each step says what it installs before it runs.
    for (const step of steps) expect(step.say).toMatch(/install/i);
  });

  it('never uses the package manager without root, or where there is none', () => {
    for (const machine of [
      { found: undefined, isRoot: false, hasAptGet: true },
      { found: undefined, isRoot: true, hasAptGet: false },
    ]) {
      expect(browserSetupSteps(machine).map((step) => step.command)).toEqual(['npx']);
    }
  });
});

describe('getting Firefox ESR and Java for the tests', () => {
  it.each(Object.values(systemTools))('installs %s with apt as root, saying so in one line', (tool) => {
    const steps = systemToolStep(tool, { found: false, isRoot: true, hasAptGet: true });
    expect(steps).toHaveLength(1);
    expect(steps[0]!.args.join(' ')).toContain(`apt-get install -y -qq ${tool.aptPackage}`);
    expect(steps[0]!.say).toContain(tool.name);
    expect(steps[0]!.say.split('\n')).toHaveLength(1);
  });

  it('does nothing when the tool is there, or when it may not install', () => {
    for (const tool of Object.values(systemTools)) {
      expect(systemToolStep(tool, { found: true, isRoot: true, hasAptGet: true })).toEqual([]);
      expect(systemToolStep(tool, { found: false, isRoot: false, hasAptGet: true })).toEqual([]);
      expect(systemToolStep(tool, { found: false, isRoot: true, hasAptGet: false })).toEqual([]);
    }
  });

  it('stops with one sentence naming the package and the variable to set', () => {
    const message = missingToolMessage(systemTools.java);
    expect(message).toContain('apt-get install -y default-jre-headless');
    expect(message).toContain('JAVA_HOME');
    expect(message.match(/\.\s/g) ?? []).toHaveLength(0);
  });
});
