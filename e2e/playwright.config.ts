import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium headless shell (`chromium-headless-shell`, the binary Playwright itself runs headless
 * tests in: a page load costs about 40% less CPU than in the full browser), else the full browser. The map
 * specs ask for the full browser with WebGL (fixtures.ts, SWIFTSHADER_LAUNCH).
 */
const executablePath =
  process.env.CHROMIUM_HEADLESS_SHELL ??
  (fs.existsSync('/usr/lib/chromium/chromium-headless-shell')
    ? '/usr/lib/chromium/chromium-headless-shell'
    : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));

/**
 * Real Chromium (Debian's packages, never a downloaded browser) against the built app, served by the real
 * API on a fresh PGlite database seeded with the demo data: one server and database per worker.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Tests that mostly wait on time, each with nothing to trigger instead: the release-line journey (its line
 * opens at a whole minute 90–150 s after the test declares it, then the second member waits 20 s for their
 * turn; there is no clock to move and no way to open a line early) and the hub's reconnect (the browser's
 * Socket.IO client backs off by the second). Most of their time a worker only waits, so they have a worker
 * of their own beside the E2E_WORKERS that run everything else (their project allows one): it starts at
 * once and runs them while the others work, instead of holding one of them.
 */
const CLOCK_BOUND = /(release-line|notifications-reconnect)\.spec\.ts$/;
/**
 * No service worker, but in the files that test it (app-build.spec.ts allows it): every test's fresh context
 * would install the app's worker, which precaches the build's files while the test runs (docs/development.md).
 */
const browserUse = { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' as const };

export default defineConfig({
  testDir: './tests',
  // Each worker has its own API server and database (tests/worker-server.ts), so workers never share a
  // demo member's state; within a file, tests run in order.
  fullyParallel: false,
  workers: workers + 1,
  globalSetup: './global-setup.ts',
  retries: 0,
  // Guards against a hang, not speed limits: on a loaded machine a long journey (a ballot, the themed club
  // pages with axe) takes three to five times what it takes alone (the ballot journey: 55 s alone, past
  // 150 s when CI ran the browser tests beside the integration runs). Speed is measured by the benchmarks,
  // never by a test's timeout.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    // No transitions: axe then never sees a dialog mid-fade, with its colours half-blended.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: CLOCK_BOUND, workers, use: browserUse },
    { name: 'chromium-clock', testMatch: CLOCK_BOUND, workers: 1, use: browserUse },
  ],
});
