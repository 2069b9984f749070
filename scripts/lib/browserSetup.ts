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

/** A program the tests need from the system, its Debian package, and how a machine without apt points at its own. */
export type SystemTool = { name: string; needFor: string; aptPackage: string; orSet: string };

export const systemTools = {
  firefox: {
    name: 'Firefox ESR',
    needFor: 'the Firefox checks (npm run test:firefox)',
    aptPackage: 'firefox-esr',
    orSet: 'FIREFOX_PATH',
  },
  java: {
    name: 'a Java runtime (11 or later)',
    needFor: 'the Nu HTML Checker in the page tests',
    aptPackage: 'default-jre-headless',
    orSet: 'JAVA_HOME',
  },
} as const satisfies Record<string, SystemTool>;

/** Debian's package for a missing tool, said in one line, when we may install it; otherwise nothing. */
export function systemToolStep(tool: SystemTool, machine: Omit<Machine, 'found'> & { found: boolean }): Step[] {
  if (machine.found || !machine.isRoot || !machine.hasAptGet) return [];
  return [
    {
      say: `Installing ${tool.name} for ${tool.needFor} (apt-get install -y ${tool.aptPackage})…`,
      command: 'sh',
      args: [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${tool.aptPackage} >/dev/null`,
      ],
    },
  ];
}

/** The one sentence that stops `npm test` when a tool is missing and cannot be installed here. */
export const missingToolMessage = (tool: SystemTool) =>
  `${tool.name} is needed for ${tool.needFor} and is not installed: as root, apt-get install -y ${tool.aptPackage}, or set ${tool.orSet}.`;
