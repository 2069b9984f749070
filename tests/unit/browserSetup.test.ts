import { browserSetupSteps } from '../../scripts/lib/browserSetup';

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
