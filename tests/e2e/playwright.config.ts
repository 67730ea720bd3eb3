import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// One browser per core against the one server: files run side by side, the tests of a file in
// order. Specs share only the seeded demo user and read-only flags; what a test changes belongs
// to a user it signs up itself.
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());

/** Debian's Chromium against the real server, built and started on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  // A test that passes only on a second try is a flaky test to fix, not a pass.
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // Not the server's zone: a page whose text depends on the zone would differ between the
    // server's HTML and the browser's first render, and fail the hydration check.
    timezoneId: 'America/Los_Angeles',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `node startServer.mjs`,
    url: `http://localhost:${port}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
