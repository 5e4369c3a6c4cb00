import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../testing/chromium.ts';

/**
 * Journeys through the production build of the web app, served by the API on a free loopback port
 * (global-setup.ts). Run with `pnpm test:e2e` from the repository root, which builds the web app first.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One worker: the machine is small and the embedded database serializes anyway.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous for a loaded 2-core machine: a journey takes 2-15 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium' }],
});
