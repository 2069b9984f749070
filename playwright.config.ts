import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './plugins/shared/chromium';

/** Page tests against the production build, served as GitHub Pages serves it. */
const port = Number(process.env.E2E_PORT ?? 4173);

/** The tests' browser cannot reach EmailJS: every send is answered by the test's own route. */
const launchOptions = {
  ...chromiumLaunchOptions(),
  args: [...(chromiumLaunchOptions().args ?? []), '--host-resolver-rules=MAP api.emailjs.com ~NOTFOUND'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug: it fails and is fixed, never retried into green.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]] : 'list',
  timeout: 30_000,
  // Conditions, not sleeps: a busy 2-core runner can take several seconds to load search's WebAssembly.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    // Recording a trace costs every test about a fifth of its time even when it passes, so the
    // suite records none; rerun a failing test with `--trace on` to get one. A failure keeps its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  // Our GitHub Pages-like server (plugins/shared/serveBuild.ts), the same one the bench and PDFs use.
  webServer: {
    command: `npx tsx scripts/serve.ts build --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
