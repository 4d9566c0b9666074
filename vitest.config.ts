import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config';

/**
 * Projects: `unit` (pure functions, colocated `*.test.ts(x)`), `web` and `web-isolated` (the web app in jsdom,
 * apps/web/vitest.config.ts) and `integration` (`*.int.test.ts`, the API through app.inject on a real
 * database: PGlite, or PostgreSQL with TEST_DB=postgres).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          env: { TZ: 'UTC' },
          // Pure functions: files share a worker's module graph (no vi.mock here).
          isolate: false,
          // A guard against hangs on a loaded CI machine (three steps on two cores), not a speed limit: the
          // zone-conversion check takes 1.3 s alone and more than the 5 s default beside the other steps.
          testTimeout: 20_000,
        },
      },
      ...webProjects,
      {
        test: {
          name: 'integration',
          include: ['apps/api/**/*.int.test.ts'],
          // `*.pg.int.test.ts` run on PostgreSQL only (races: PGlite runs one transaction at a time);
          // `*.either.int.test.ts` once a suite, on PostgreSQL when the run has it (TEST_DATABASE_URL), else
          // on PGlite: the HTTP fuzz, which checks validation, not the database (55,000 requests: 48 s on
          // PostgreSQL, past 190 s on PGlite beside the browser tests).
          exclude: [
            '**/node_modules/**',
            ...(process.env.TEST_DB === 'postgres'
              ? []
              : [
                  'apps/api/**/*.pg.int.test.ts',
                  ...(process.env.TEST_DATABASE_URL ? ['apps/api/**/*.either.int.test.ts'] : []),
                ]),
          ],
          env: { TZ: 'UTC' },
          // Migrates and seeds once per run; each file copies the result (apps/api/test/global-setup.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Files share a worker's module graph: the API's imports (Fastify, Stripe, pg-boss, Socket.IO…)
          // load once per worker instead of once per file. Safe because each file builds its own app and
          // database, and the API keeps no module-level state that is not keyed by its database.
          isolate: false,
          // Guards against hangs on a loaded CI machine (steps side by side on two cores), not speed limits:
          // a file's app and database copy took past 120 s there beside the browser tests.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
