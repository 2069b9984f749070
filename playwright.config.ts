import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

/**
 * Page tests against the production build, served the way GitHub Pages
 * serves it (`/x` redirects to `/x/`, unknown paths get 404.html).
 */
const port = Number(process.env.E2E_PORT ?? 4173);

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
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  // Our GitHub Pages-like server (scripts/lib/serveBuild.ts), the same one the bench and PDFs use.
  webServer: {
    command: `npx tsx scripts/serve.ts build --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
