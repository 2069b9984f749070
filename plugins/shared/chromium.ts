// Which Chromium the page tests, the bench, Lighthouse, the screenshots and CI drive: one lookup for all. Playwright's own browser download
// does not work everywhere, so: CHROMIUM_PATH, else Debian's chromium, else
// Playwright's installed browser, else a clear message naming the fix.
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

export function chromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  if (existsSync(debianChromium)) return debianChromium;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    "No Chromium found for the page tests. Install Debian's (apt-get install -y chromium), " +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, or run "npx playwright install chromium".',
  );
}

/** Flags for headless Chromium as root on a machine with no outside network. */
export const headlessChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumExecutable(),
    // EmailJS's headless guard reads navigator.webdriver, which this flag sets.
    ignoreDefaultArgs: ['--enable-automation'],
    args: [
      // Keeps navigator.webdriver false, as for a visitor (EmailJS blockHeadless).
      '--disable-blink-features=AutomationControlled',
      ...headlessChromiumFlags,
    ],
  };
}
