// What `npm run browser` does when no Chromium is found, decided apart from
// doing it so the unit tests can check every case.

export type Machine = {
  /** A Chromium the tests can already use, or undefined. */
  found: string | undefined;
  /** Running as root, so the system's package manager may be used. */
  isRoot: boolean;
  /** Debian's apt-get is on this machine. */
  hasAptGet: boolean;
};

export type Step = { say: string; command: string; args: string[] };

/** Playwright's download where downloads work, else Debian's chromium when we may install, else nothing. */
export function browserSetupSteps(machine: Machine): Step[] {
  if (machine.found) return [];
  const steps: Step[] = [
    {
      say: "Installing Playwright's Chromium (npx playwright install chromium)…",
      command: 'npx',
      args: ['playwright', 'install', 'chromium'],
    },
  ];
  if (machine.isRoot && machine.hasAptGet) {
    steps.push({
      say: "That did not work here; installing Debian's chromium instead (apt-get install -y chromium fonts-dejavu-core)…",
      command: 'sh',
      args: [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
      ],
    });
  }
  return steps;
}
